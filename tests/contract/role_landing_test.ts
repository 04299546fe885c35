// Where each person starts after signing in (issue 19), over real HTTP: a mechanic on the bay quicklist, a
// manager or owner on the inspections list, at /{shop} too; several shops go to the picker; a page they were
// going to still wins; confirming an address leads to the start page.
import assert from "node:assert/strict";
import { createUser } from "../../modules/shops/mod.ts";
import { LONG_LIVED, type TestApp } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import {
  INSPECTIONS,
  lastMessage,
  MANAGER,
  MECHANIC,
  newMechanic,
  newMember,
  nextMessage,
  OWNER,
  QUICKLIST,
  redirectOf,
  type Roles,
} from "../support/demo_members.ts";
import { HttpClient } from "../support/http_client.ts";

const fixture = appFixture();
const test = (name: string, fn: (app: TestApp) => Promise<void>) =>
  Deno.test({ name, ...LONG_LIVED, fn: () => fn(fixture.app) });

test("sign-in lands a mechanic on the bay quicklist, a manager or owner on the inspections list", async (app) => {
  const cases: Array<[Roles, string, RegExp]> = [
    [MECHANIC, QUICKLIST, /<h1>Open inspections<\/h1>/],
    [MANAGER, INSPECTIONS, /<h1>Inspections<\/h1>/],
    [OWNER, INSPECTIONS, /<h1>Inspections<\/h1>/],
    [{ isAdministrator: false, isManager: true, isMechanic: true }, INSPECTIONS, /<h1>Inspections<\/h1>/],
  ];
  for (const [roles, home, heading] of cases) {
    const user = await newMember(app, roles);
    const client = new HttpClient(app.url);
    await client.page("/login");
    const response = await client.postForm("/login", { email: user.email, password: user.password });
    await response.body?.cancel();
    assert.equal(response.status, 303);
    assert.equal(response.headers.get("Location"), home, JSON.stringify(roles));
    const page = await client.page(home);
    assert.equal(page.status, 200);
    assert.match(page.html, heading);
  }
});

test("the shop's address opens each person's start page there; signed out it asks to sign in first", async (app) => {
  const mechanic = await newMember(app, MECHANIC);
  const manager = await newMember(app, MANAGER);
  const admin = await createUser(app.services.sql, {
    shopId: (await app.services.sql`
      insert into shops (uri_name, name) values (${uniqueName("admins")}, 'Support Desk') returning id`)[0]
      .id,
    email: `${uniqueName("admin")}@example.com`,
    displayName: "Pat Platform",
    roles: OWNER,
    password: "support desk 2026",
  });
  await app.services.sql`update users set is_platform_admin = true where id = ${admin.id}`;
  const signedIn = async (email: string, password: string) => {
    const client = new HttpClient(app.url);
    await client.signIn(email, password);
    return client;
  };
  assert.equal(await redirectOf(await signedIn(mechanic.email, mechanic.password), "/demo"), QUICKLIST);
  assert.equal(await redirectOf(await signedIn(manager.email, manager.password), "/demo"), INSPECTIONS);
  assert.equal(
    await redirectOf(await signedIn(admin.email, "support desk 2026"), "/demo"),
    INSPECTIONS,
    "a platform admin acts as the shop's owner",
  );
  const anonymous = new HttpClient(app.url);
  await anonymous.page("/login");
  assert.equal(await redirectOf(anonymous, "/demo"), "/login?reason=signin&redirectTo=%2Fdemo");
});

test("someone in two shops goes to the shop picker; the shop they pick opens at their start page there", async (app) => {
  const user = await newMember(app, MECHANIC);
  const uriName = uniqueName("second");
  const [shop] = await app.services.sql`
    insert into shops (uri_name, name) values (${uriName}, 'Second Street Service') returning id`;
  await app.services
    .sql`insert into shop_members (shop_id, user_id, is_administrator, is_manager, is_mechanic)
                         values (${shop.id}, ${user.id}, false, true, false)`;
  const client = new HttpClient(app.url);
  assert.equal(await client.signIn(user.email, user.password), "/switch-shop");
  const picker = await client.page("/switch-shop");
  assert.match(picker.html, /href="\/demo"/);
  assert.match(picker.html, new RegExp(`href="/${uriName}"`));
  assert.equal(await redirectOf(client, "/demo"), QUICKLIST, "a mechanic in the demo shop");
  assert.equal(await redirectOf(client, `/${uriName}`), `/${uriName}/inspections`, "a manager in the other");
  // A page they were going to still wins.
  const going = new HttpClient(app.url);
  await going.page("/login?redirectTo=%2Fdemo%2Finspection-types");
  const response = await going.postForm("/login", {
    email: user.email,
    password: user.password,
    redirectTo: "/demo/inspection-types",
  });
  await response.body?.cancel();
  assert.equal(response.headers.get("Location"), "/demo/inspection-types");
});

test("after confirming an address, Open your shop leads to the start page, or to sign in first", async (app) => {
  const mechanic = await newMechanic(app);
  const owner = new HttpClient(app.url);
  await owner.signIn("owner@demo.example", "demo-owner-2026");
  const confirmLink = async () => {
    // A confirmed address is not sent another link: the second link is for the address asked again.
    await app.services.sql`update users set email_confirmed_at = null where id = ${mechanic.id}`;
    const before = (await lastMessage(app, mechanic.email))?.id ?? 0;
    const sent = await owner.call(`/ajax/users/${mechanic.id}/verification-email`, "POST");
    assert.equal(sent.status, 200);
    await sent.body?.cancel();
    return new URL((await nextMessage(app, mechanic.email, before)).links[0]).pathname;
  };
  const openYourShop = /<a class="button primary" href="([^"]*)">Open your shop<\/a>/;

  const signedOut = new HttpClient(app.url);
  const first = await confirmLink();
  await signedOut.page(first);
  const confirmed = await signedOut.postForm(first, {});
  assert.equal(confirmed.status, 200);
  assert.equal(openYourShop.exec(await confirmed.text())?.[1], "/login");

  const signedIn = new HttpClient(app.url);
  await signedIn.signIn(mechanic.email, mechanic.password);
  const second = await confirmLink();
  await signedIn.page(second);
  const again = await signedIn.postForm(second, {});
  assert.equal(again.status, 200);
  assert.equal(openYourShop.exec(await again.text())?.[1], QUICKLIST);
});
