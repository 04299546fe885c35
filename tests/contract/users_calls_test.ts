// The users calls and form posts refuse bad input with a 4xx and a message the caller can act on, and the
// changes they make take effect at once: a disabled user is signed out, a new password ends the other
// sessions, a role change rotates the session, a shop keeps its last owner.
import assert from "node:assert/strict";
import { createShop, createUser } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { callWithForm } from "../support/form_calls.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";

let owner: HttpClient;
let demoShopId: number;
let demoMechanicId: number;

const MECHANIC = { isAdministrator: false, isManager: false, isMechanic: true };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `users calls: ${name}`, ...LONG_LIVED, fn });

async function signedIn(email: string, password: string): Promise<HttpClient> {
  const client = new HttpClient(fixture.app.url);
  await client.signIn(email, password);
  return client;
}

/** A new mechanic of the demo shop, signed in. */
async function newMechanic(password = "mechanic-pass-1") {
  const email = `${uniqueName("mech")}@demo.example`;
  const user = await createUser(fixture.sql, {
    shopId: demoShopId,
    email,
    displayName: "Max Mechanic",
    roles: MECHANIC,
    password,
  });
  return { id: user.id, email, session: await signedIn(email, password) };
}

const fixture = appFixture({
  async setup({ sql }) {
    [{ id: demoShopId }] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    [{ id: demoMechanicId }] = await sql<{ id: number }[]>`
      select id from users where email = 'mechanic@demo.example'`;
    owner = await signedIn("owner@demo.example", "demo-owner-2026");
  },
});

test("a write without the CSRF token is refused with 403", async () => {
  const response = await owner.request(`/ajax/users/${demoMechanicId}/status`, {
    method: "POST",
    body: new URLSearchParams({ IsActive: "false", Enabled: "false" }),
  });
  assert.equal(response.status, 403);
  assert.deepEqual(await response.json(), {
    message: "This form has expired or was not sent by this app's page. Reload the page and try again.",
  });
  const [row] = await fixture.sql`select is_disabled from users where id = ${demoMechanicId}`;
  assert.equal(row.is_disabled, false, "nothing changed");
});

test("malformed bodies are 400s that say what is wrong", async () => {
  const status = `/ajax/users/${demoMechanicId}/status`;
  const link = `/ajax/users/${demoMechanicId}/loginlink`;
  const rawJson = (body: string) =>
    owner.request(link, {
      method: "POST",
      headers: { "X-CSRF-Token": owner.csrfToken, "Content-Type": "application/json" },
      body,
    });
  const cases: Array<[() => Promise<Response>, string]> = [
    [() => callWithForm(owner, status, { IsActive: "maybe" }), "IsActive must be true or false."],
    [
      () => callWithForm(owner, status, { IsActive: "true", Enabled: "false" }),
      "IsActive and Enabled disagree; send the same value in both.",
    ],
    [() => callWithForm(owner, status, {}), "Send IsActive (or Enabled) as true or false."],
    [() => rawJson("{not json"), "The request body is not valid JSON."],
    [() => rawJson("[1]"), "The request body must be a JSON object."],
    [() => owner.call(link, "POST", { response: "yes" }), "response must be true or false."],
    [
      () => owner.call(link, "POST", { response: true, purpose: "party" }),
      'purpose must be "login" or "invite".',
    ],
    [
      () => owner.call(link, "POST", {}),
      "Choose how to give the sign-in link: by e-mail, by text message, or in the answer.",
    ],
  ];
  for (const [send, message] of cases) {
    const response = await send();
    const text = await response.text();
    assert.equal(response.status, 400, `${message}: ${text}`);
    assert.ok(text.includes(message), `expected "${message}" in ${text}`);
  }
});

test("an unknown user, or no user id at all, is a 404 with a message", async () => {
  const unknown = await callWithForm(owner, "/ajax/users/987654/status", { IsActive: "true" });
  assert.equal(unknown.status, 404);
  assert.deepEqual(await unknown.json(), { message: "There is no such user in this shop." });
  const notAnId = await callWithForm(owner, "/ajax/users/abc/status", { IsActive: "true" });
  assert.equal(notAnId.status, 404);
  assert.deepEqual(await notAnId.json(), { message: "There is no call POST /ajax/users/abc/status." });
  const edit = await htmlPage(owner, "/demo/users/987654/edit");
  assert.equal(edit.status, 404);
  assert.match(await edit.text(), /There is no such user in this shop\./);
});

test("a bad mobile number for a login link is a plain-text 400 with the message, and changes nothing", async () => {
  const response = await owner.call(`/ajax/users/${demoMechanicId}/loginlink`, "POST", {
    csrfToken: owner.csrfToken,
    phoneSms: true,
    newPhone: "555-12",
  });
  assert.equal(response.status, 400);
  assert.match(response.headers.get("Content-Type") ?? "", /^text\/plain/);
  assert.equal(await response.text(), '"555-12" is not a phone number we can send text messages to.');

  const noPhone = await owner.call(`/ajax/users/${demoMechanicId}/loginlink`, "POST", { phoneSms: true });
  assert.equal(noPhone.status, 400);
  assert.equal(await noPhone.text(), "Mia Mechanic has no mobile number to send a text message to.");
});

test("a login link can go to a new number first, which is stored unconfirmed", async () => {
  const max = await newMechanic();
  const response = await owner.call(`/ajax/users/${max.id}/loginlink`, "POST", {
    csrfToken: owner.csrfToken,
    phoneSms: true,
    email: true,
    newPhone: "(415) 555-0142",
    redirectTo: "/demo/users/me",
  });
  assert.equal(response.status, 200);
  const answer = await response.json();
  assert.equal(answer.emailStatusMessage, `Sign-in link sent to m•••@demo.example.`);
  assert.equal(answer.smsStatusMessage, "Sign-in link sent by text message to •••• 0142.");
  assert.equal(answer.loginLinkUrl, "");
  const [row] = await fixture.sql`select phone, phone_confirmed_at from users where id = ${max.id}`;
  assert.deepEqual([row.phone, row.phone_confirmed_at], ["+14155550142", null]);
});

test("revealing a password the user chose is a 409 that suggests a login link", async () => {
  const response = await callWithForm(owner, `/ajax/users/${demoMechanicId}/password`, {
    csrfToken: owner.csrfToken,
  });
  assert.equal(response.status, 409);
  assert.match(response.headers.get("Content-Type") ?? "", /^text\/plain/);
  assert.equal(
    await response.text(),
    "Mia Mechanic chose their own password, so it cannot be shown. Send them a sign-in link instead.",
  );
});

test("disabling a user ends their sessions at once; nobody disables themselves", async () => {
  const max = await newMechanic();
  assert.equal((await htmlPage(max.session, "/demo/inspection-types")).status, 200);

  const disabled = await callWithForm(owner, `/ajax/users/${max.id}/status`, {
    IsActive: "false",
    Enabled: "false",
  });
  assert.equal(disabled.status, 200);
  assert.deepEqual(await disabled.json(), { isActive: false });

  const next = await htmlPage(max.session, "/demo/inspection-types");
  assert.ok([302, 303, 307].includes(next.status), `signed out: ${next.status}`);
  assert.match(next.headers.get("Location") ?? "", /^\/login\?/);
  await next.body?.cancel();
  const call = await max.session.request("/ajax/users/password-suggestion");
  assert.equal(call.status, 401);
  await call.body?.cancel();

  const [{ id: ownerId }] = await fixture.sql`select id from users where email = 'owner@demo.example'`;
  const self = await callWithForm(owner, `/ajax/users/${ownerId}/status`, { IsActive: "false" });
  assert.equal(self.status, 403);
  assert.deepEqual(await self.json(), { message: "You cannot disable your own account." });

  const enabled = await callWithForm(owner, `/ajax/users/${max.id}/status`, { Enabled: "true" });
  assert.deepEqual(await enabled.json(), { isActive: true });
});

test("a user who also works where the caller is not an owner can only be disabled by a platform admin", async () => {
  const { sql } = fixture;
  const max = await newMechanic();
  const other = await createShop(sql, { uriName: uniqueName("elsewhere"), name: "Elsewhere" });
  await sql`insert into shop_members (shop_id, user_id, is_mechanic) values (${other.id}, ${max.id}, true)`;
  const refused = await callWithForm(owner, `/ajax/users/${max.id}/status`, { IsActive: "false" });
  assert.equal(refused.status, 403);
  assert.deepEqual(await refused.json(), {
    message:
      "Max Mechanic also works in a shop where you are not an owner; only a platform admin can enable or disable them.",
  });
  const link = await owner.call(`/ajax/users/${max.id}/loginlink`, "POST", { response: true });
  assert.equal(link.status, 403, "nor take the account over by a sign-in link");
  await link.body?.cancel();

  const admin = await createUser(sql, {
    shopId: other.id,
    email: `${uniqueName("admin")}@platform.example`,
    displayName: "Ada Admin",
    roles: MECHANIC,
    password: "platform-admin-pass",
  });
  await sql`update users set is_platform_admin = true where id = ${admin.id}`;
  const platform = await signedIn(admin.email, "platform-admin-pass");
  const done = await callWithForm(platform, `/ajax/users/${max.id}/status`, { IsActive: "false" });
  assert.equal(done.status, 200);
  await done.body?.cancel();
});

test("adding a user: a new account with a revealable password, or an existing one given a place", async () => {
  const { sql } = fixture;
  const email = `${uniqueName("nina")}@demo.example`;
  const added = await owner.postForm("/demo/users/add", {
    displayName: "Nina New",
    email,
    phone: "",
    isMechanic: "true",
    password: "tell-nina-this",
    invite: "email",
  });
  assert.equal(added.status, 303, await added.text());
  const [nina] = await sql`select id, admin_set_password from users where email = ${email}`;
  assert.equal(added.headers.get("Location"), `/demo/users/${nina.id}/edit?done=invited`);
  assert.notEqual(nina.admin_set_password, "tell-nina-this", "stored encrypted");
  const revealed = await callWithForm(owner, `/ajax/users/${nina.id}/password`, {
    csrfToken: owner.csrfToken,
  });
  assert.equal(await revealed.text(), "tell-nina-this");

  // Someone of another shop: one account, now in two shops, with nothing of theirs changed.
  const other = await createShop(sql, { uriName: uniqueName("second"), name: "Second" });
  const otto = await createUser(sql, {
    shopId: other.id,
    email: `${uniqueName("otto")}@second.example`,
    displayName: "Otto Elsewhere",
    roles: MECHANIC,
    password: "ottos-own-pass",
  });
  const again = await owner.postForm("/demo/users/add", {
    displayName: "Not Otto",
    email: otto.email.toUpperCase(),
    isManager: "true",
    password: "owner-would-set-this",
    invite: "none",
  });
  assert.equal(again.status, 303);
  assert.equal(again.headers.get("Location"), `/demo/users/${otto.id}/edit?done=added-existing`);
  const [row] = await sql`
    select u.display_name, u.admin_set_password,
           (select count(*)::int from shop_members where user_id = u.id) as shops
    from users u where lower(u.email) = ${otto.email}`;
  assert.deepEqual([row.display_name, row.admin_set_password, row.shops], ["Otto Elsewhere", null, 2]);

  const twice = await owner.postForm("/demo/users/add", {
    displayName: "Otto",
    email: otto.email,
    isMechanic: "true",
  });
  assert.equal(twice.status, 409);
  assert.match(await twice.text(), new RegExp(`${otto.email} is already a user of this shop\\.`));

  const noRole = await owner.postForm("/demo/users/add", {
    displayName: "Roleless",
    email: "roleless@demo.example",
  });
  assert.equal(noRole.status, 400);
  const page = await noRole.text();
  assert.match(page, /A user needs at least one role: owner, manager or mechanic\./);
  assert.match(page, /value="roleless@demo.example"/, "the form comes back filled in");
  const [{ count }] =
    await sql`select count(*)::int as count from users where email = 'roleless@demo.example'`;
  assert.equal(count, 0);
});

test("editing: a role change rotates the user's session; the last owner keeps the owner role", async () => {
  const { sql } = fixture;
  const max = await newMechanic();
  const edited = await owner.postForm(`/demo/users/${max.id}/edit`, {
    displayName: "Max Manager",
    email: max.email,
    phone: "",
    isManager: "true",
  });
  assert.equal(edited.status, 303);
  assert.equal(edited.headers.get("Location"), `/demo/users/${max.id}/edit?done=saved`);
  const [session] = await sql`select must_rotate from sessions where user_id = ${max.id}`;
  assert.equal(session.must_rotate, true);
  const rotated = await htmlPage(max.session, "/demo/users");
  assert.equal(rotated.status, 200, "the new role works at the next request");
  assert.match(rotated.headers.get("Set-Cookie") ?? "", /session=/, "with a fresh token");
  await rotated.body?.cancel();

  const [{ id: ownerId }] = await sql`select id from users where email = 'owner@demo.example'`;
  const stepDown = await owner.postForm(`/demo/users/${ownerId}/edit`, {
    displayName: "Olivia Owner",
    email: "owner@demo.example",
    isManager: "true",
  });
  assert.equal(stepDown.status, 409);
  assert.match(
    await stepDown.text(),
    /You are the shop&#x27;s only owner: make someone else an owner before you give up the owner role\./,
  );
});

test("a new password needs the current one, ends the other sessions and the revealable copy", async () => {
  const { sql, keys } = fixture.app.services;
  const email = `${uniqueName("pia")}@demo.example`;
  const pia = await createUser(sql, {
    shopId: demoShopId,
    email,
    displayName: "Pia",
    roles: MECHANIC,
    password: "owner-gave-this",
    revealPasswordWith: keys,
  });
  const phone = await signedIn(email, "owner-gave-this");
  const desk = await signedIn(email, "owner-gave-this");
  const change = (current: string) =>
    desk.postForm("/demo/users/me", {
      form: "password",
      currentPassword: current,
      newPassword: "pias-own-choice",
      confirmPassword: "pias-own-choice",
    });
  const wrong = await change("not-it");
  assert.equal(wrong.status, 400);
  assert.match(await wrong.text(), /Your current password is not right\./);

  const changed = await change("owner-gave-this");
  assert.equal(changed.status, 303);
  assert.equal(changed.headers.get("Location"), "/demo/users/me?done=password");
  assert.equal((await htmlPage(desk, "/demo/users/me")).status, 200, "this session stays");
  const elsewhere = await htmlPage(phone, "/demo/users/me");
  assert.ok([302, 303, 307].includes(elsewhere.status), "the other one ended");
  await elsewhere.body?.cancel();
  const [row] = await sql`select admin_set_password from users where id = ${pia.id}`;
  assert.equal(row.admin_set_password, null);
});
