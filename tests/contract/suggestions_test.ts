// POST /ajax/misc/suggestions (the Suggestion Box) keeps a suggestion with its shop, user and time and
// answers an empty 204; bad input, a missing token or no session are refused with a message. Platform
// admins read them at /admin/suggestions; for everyone else that page does not exist.
import assert from "node:assert/strict";
import { createUser, setPlatformAdmin } from "../../modules/accounts/mod.ts";
import { createShop } from "../../modules/shops/mod.ts";
import { LONG_LIVED, startTestApp, type TestApp } from "../support/app.ts";
import { uniqueName } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";

let app: TestApp;
let owner: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `suggestions: ${name}`, ...LONG_LIVED, fn });

const CALL = "/ajax/misc/suggestions";

test("start the app and sign the demo owner in", async () => {
  app = await startTestApp();
  owner = new HttpClient(app.url);
  await owner.signIn("owner@demo.example", "demo-owner-2026");
});

test("a suggestion is kept, trimmed, with its shop, user and time, and answered with an empty 204", async () => {
  const text = `Bigger photo buttons ${uniqueName("s")}`;
  const response = await owner.call(CALL, "POST", { text: `  ${text}\n`, shopUriName: "demo" });
  assert.equal(response.status, 204);
  assert.equal(await response.text(), "");
  const [row] = await app.services.sql<{ shop: string; email: string; recent: boolean }[]>`
    select shops.uri_name as shop, users.email, s.created_at > now() - interval '1 hour' as recent
    from suggestions s join shops on shops.id = s.shop_id join users on users.id = s.user_id
    where s.body = ${text}`;
  assert.deepEqual({ ...row }, { shop: "demo", email: "owner@demo.example", recent: true });
});

test("empty or missing text is refused with 400 and nothing is kept", async () => {
  const [{ before }] = await app.services.sql<
    { before: number }[]
  >`select count(*)::int as before from suggestions`;
  for (const body of [{ text: " \n " }, {}, { text: 42 }]) {
    const response = await owner.call(CALL, "POST", body);
    assert.equal(response.status, 400, JSON.stringify(body));
    assert.match((await response.json()).message, /suggestion/);
  }
  const [{ after }] = await app.services.sql<
    { after: number }[]
  >`select count(*)::int as after from suggestions`;
  assert.equal(after, before);
});

test("signed out is 401; without the CSRF token 403", async () => {
  const stranger = new HttpClient(app.url);
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
  const other = await createShop(app.services.sql, { uriName: uniqueName("other"), name: "Other Garage" });
  const response = await owner.call(CALL, "POST", { text: "Hello", shopUriName: other.uriName });
  assert.equal(response.status, 404);
  await response.body?.cancel();
});

test("/admin/suggestions lists them for platform admins only; shop staff get a 404", async () => {
  const forOwner = await owner.request("/admin/suggestions", { headers: { Accept: "text/html" } });
  assert.equal(forOwner.status, 404);
  await forOwner.body?.cancel();

  const email = `${uniqueName("admin")}@example.com`;
  const shop = await createShop(app.services.sql, { uriName: uniqueName("adm"), name: "Admin Home" });
  await createUser(app.services.sql, {
    shopId: shop.id,
    email,
    displayName: "Pat Platform",
    roles: { isAdministrator: true, isManager: false, isMechanic: false },
    password: "platform-admin-pass-1",
  });
  await app.services.sql.begin((tx) => setPlatformAdmin(tx, email, true));
  const admin = new HttpClient(app.url);
  await admin.signIn(email, "platform-admin-pass-1");
  const page = await admin.page("/admin/suggestions");
  assert.equal(page.status, 200);
  assert.match(page.html, /Bigger photo buttons/);
  assert.match(page.html, /Demo Auto Repair/);
});

test("stop the app", async () => {
  await app.close();
});
