// POST /ajax/misc/suggestions (the Suggestion Box) keeps a suggestion with its shop, user and time and
// answers an empty 204; bad input, a missing token or no session are refused with a message. Platform
// admins read them at /admin/suggestions; for everyone else that page does not exist.
import assert from "node:assert/strict";
import { setPlatformAdmin } from "../../modules/accounts/mod.ts";
import { createShop, createUser } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, DEMO_STAFF, signedInClient } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";

let owner: HttpClient;
const fixture = appFixture({
  async setup({ app }) {
    owner = await signedInClient(app, DEMO_STAFF.owner.email, DEMO_STAFF.owner.password);
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `suggestions: ${name}`, ...LONG_LIVED, fn });

const CALL = "/ajax/misc/suggestions";

test("a suggestion is kept, trimmed, with its shop, user and time, and answered with an empty 204", async () => {
  const text = `Bigger photo buttons ${uniqueName("s")}`;
  const response = await owner.call(CALL, "POST", { text: `  ${text}\n`, shopUriName: "demo" });
  assert.equal(response.status, 204);
  assert.equal(await response.text(), "");
  const [row] = await fixture.sql<{ shop: string; email: string; recent: boolean }[]>`
    select shops.uri_name as shop, users.email, s.created_at > now() - interval '1 hour' as recent
    from suggestions s join shops on shops.id = s.shop_id join users on users.id = s.user_id
    where s.body = ${text}`;
  assert.deepEqual({ ...row }, { shop: "demo", email: "owner@demo.example", recent: true });
});

test("empty or missing text is refused with 400 and nothing is kept", async () => {
  const [{ before }] = await fixture.sql<
    { before: number }[]
  >`select count(*)::int as before from suggestions`;
  for (const body of [{ text: " \n " }, {}, { text: 42 }]) {
    const response = await owner.call(CALL, "POST", body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.match((await response.json()).message, /suggestion/);
  }
  const [{ after }] = await fixture.sql<
    { after: number }[]
  >`select count(*)::int as after from suggestions`;
  assert.equal(after, before);
});

test("signed out is 401; without the CSRF token 403", async () => {
  const stranger = new HttpClient(fixture.app.url);
  await stranger.page("/login");
  const signedOut = await stranger.call(CALL, "POST", { text: "Hello" });
  assert.equal(signedOut.status, 401);
  await signedOut.body?.cancel();

  const noToken = await owner.request(CALL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text: "Hello" }),
  });
  assert.equal(noToken.status, 403);
  assert.match((await noToken.json()).message, /expired/);
});

test("a shop the user does not work in is a 404, like every other shop call", async () => {
  const other = await createShop(fixture.sql, { uriName: uniqueName("other"), name: "Other Garage" });
  const response = await owner.call(CALL, "POST", { text: "Hello", shopUriName: other.uriName });
  assert.equal(response.status, 404);
  await response.body?.cancel();
});

test("/admin/suggestions lists them for platform admins only; shop staff get a 404", async () => {
  const suggested = await owner.call(CALL, "POST", {
    text: `Bigger photo buttons ${uniqueName("s")}`,
    shopUriName: "demo",
  });
  assert.equal(suggested.status, 204);
  const forOwner = await owner.request("/admin/suggestions", { headers: { Accept: "text/html" } });
  assert.equal(forOwner.status, 404);
  await forOwner.body?.cancel();

  const email = `${uniqueName("admin")}@example.com`;
  const shop = await createShop(fixture.sql, { uriName: uniqueName("adm"), name: "Admin Home" });
  await createUser(fixture.sql, {
    shopId: shop.id,
    email,
    displayName: "Pat Platform",
    roles: { isAdministrator: true, isManager: false, isMechanic: false },
    password: "platform-admin-pass-1",
  });
  await fixture.sql.begin((tx) => setPlatformAdmin(tx, email, true));
  const admin = new HttpClient(fixture.app.url);
  await admin.signIn(email, "platform-admin-pass-1");
  const page = await admin.page("/admin/suggestions");
  assert.equal(page.status, 200);
  assert.match(page.html, /Bigger photo buttons/);
  assert.match(page.html, /Demo Auto Repair/);
});
