// Who may open each users page and make each /ajax/users call (docs/permissions.md), over real HTTP with
// real sign-ins: the demo shop's mechanic, manager and owner, a platform admin, the owner of another shop,
// and someone signed out. Another shop's owner gets the same 404 as for nothing at all, and never the data.
import assert from "node:assert/strict";
import { createUser } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, signedInClient } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { callWithForm } from "../support/form_calls.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers, type WhoMayCase } from "../support/who_may.ts";

type Role = "anonymous" | "mechanic" | "manager" | "owner" | "platformAdmin" | "otherShopOwner";
const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "platformAdmin", "otherShopOwner"];

let target: { id: number; email: string };

const fixture = appFixture({
  roles: ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"],
  async setup({ app, otherShop }) {
    const { sql, keys } = app.services;
    const demo = (await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`)[0];
    // Someone to act on, with a password the owner set (revealable) and a mobile number (SMS calls).
    const email = `${uniqueName("tara")}@demo.example`;
    const tara = await createUser(sql, {
      shopId: demo.id,
      email,
      displayName: "Tara Target",
      roles: { isAdministrator: false, isManager: false, isMechanic: true },
      phone: "+1 415 555 0134",
      password: "owner-set-pass-1",
      revealPasswordWith: keys,
    });
    target = { id: tara.id, email };

    const admin = await createUser(sql, {
      shopId: otherShop.id,
      email: `${uniqueName("pat")}@platform.example`,
      displayName: "Pat Platform",
      roles: { isAdministrator: false, isManager: false, isMechanic: true },
      password: "platform-admin-pass",
    });
    // A platform admin works in no shop: the rights come from the flag alone.
    await sql`update users set is_platform_admin = true where id = ${admin.id}`;
    await sql`delete from shop_members where user_id = ${admin.id}`;

    sessions.platformAdmin = await signedInClient(app, admin.email, "platform-admin-pass");
  },
});
/** The fixture's sessions and the platform admin's, signed in by the setup. */
const sessions = fixture.sessions as Record<Role, HttpClient>;

/** Expected status per role; "login" is a redirect to the sign-in page. */
type Expected = Record<Role, number | "login">;

const PAGE: (who: Partial<Expected>) => Expected = pageAnswers;
const CALL: (who: Partial<Expected>) => Expected = callAnswers;
const OWNERS_ONLY = CALL({ mechanic: 403, manager: 403, owner: 200, platformAdmin: 200 });
const ANY_SIGNED_IN = CALL({
  mechanic: 200,
  manager: 200,
  owner: 200,
  platformAdmin: 200,
  otherShopOwner: 200,
});

type Case = WhoMayCase<Role>;

const cases: Case[] = [
  {
    what: "GET /demo/users",
    expected: PAGE({ mechanic: 403, manager: 200, owner: 200, platformAdmin: 200 }),
    request: (s) => htmlPage(s, "/demo/users?status=all"),
  },
  {
    what: "GET /demo/users/add",
    expected: PAGE({ mechanic: 403, manager: 403, owner: 200, platformAdmin: 200 }),
    request: (s) => htmlPage(s, "/demo/users/add"),
  },
  {
    what: "GET /demo/users/{id}/edit",
    expected: PAGE({ mechanic: 403, manager: 200, owner: 200, platformAdmin: 200 }),
    request: (s) => htmlPage(s, `/demo/users/${target.id}/edit`),
  },
  {
    what: "GET /demo/users/me",
    expected: PAGE({ mechanic: 200, manager: 200, owner: 200, platformAdmin: 200 }),
    request: (s) => htmlPage(s, "/demo/users/me"),
  },
  {
    what: "POST /ajax/users/{id}/password",
    expected: OWNERS_ONLY,
    request: (s) => callWithForm(s, `/ajax/users/${target.id}/password`, { csrfToken: s.csrfToken }),
  },
  {
    what: "POST /ajax/users/{id}/loginlink",
    expected: OWNERS_ONLY,
    request: (s) =>
      s.call(`/ajax/users/${target.id}/loginlink`, "POST", { csrfToken: s.csrfToken, response: true }),
  },
  {
    what: "POST /ajax/users/me/loginlink",
    expected: ANY_SIGNED_IN,
    request: (s) => s.call("/ajax/users/me/loginlink", "POST", { csrfToken: s.csrfToken, response: true }),
  },
  {
    what: "POST /ajax/users/{id}/verification-email",
    expected: OWNERS_ONLY,
    request: (s) => s.call(`/ajax/users/${target.id}/verification-email`, "POST"),
  },
  {
    what: "POST /ajax/users/{id}/verification-sms",
    expected: OWNERS_ONLY,
    request: (s) => s.call(`/ajax/users/${target.id}/verification-sms`, "POST"),
  },
  {
    what: "POST /ajax/users/{id}/status",
    expected: OWNERS_ONLY,
    // Enabling an enabled user: the call is made without changing anything the other cases rely on.
    request: (s) => callWithForm(s, `/ajax/users/${target.id}/status`, { IsActive: "true", Enabled: "true" }),
  },
  {
    what: "GET /ajax/users/password-suggestion",
    expected: ANY_SIGNED_IN,
    request: (s) => s.request("/ajax/users/password-suggestion"),
  },
  {
    what: "POST /ajax/users/validate-email",
    expected: ANY_SIGNED_IN,
    request: (s) => s.call("/ajax/users/validate-email", "POST", { email: "Sam@Example.com" }),
  },
  {
    what: "POST /ajax/users/validate-phone",
    expected: ANY_SIGNED_IN,
    request: (s) => s.call("/ajax/users/validate-phone", "POST", { phone: "(415) 555-0199" }),
  },
];

for (const testCase of cases) {
  Deno.test({
    name: `users permissions: ${testCase.what}`,
    ...LONG_LIVED,
    async fn() {
      await assertEachRoleAnswers(ROLES, testCase, (role) => testCase.request(sessions[role]), (answer) => {
        const { role, response, body, label } = answer;
        if (role === "otherShopOwner" || role === "anonymous") {
          assert.ok(!body.includes(target.email), `${label} must not show the user's data`);
          assert.ok(!body.includes("Tara Target"), `${label} must not show the user's name`);
        }
        if (response.status >= 400 && testCase.what.includes("/ajax/")) {
          const type = response.headers.get("Content-Type") ?? "";
          // Refusals by the gate are JSON; the password and login-link calls' own refusals are plain text.
          assert.ok(/json|text\/plain/.test(type), `${label}: ${type}`);
        }
      });
    },
  });
}

Deno.test({
  name: "users permissions: the pages and calls answer with the data to those who may see it",
  ...LONG_LIVED,
  async fn() {
    const list = (await sessions.manager.page("/demo/users")).html;
    assert.match(list, /Tara Target/);
    // What the page shows: its words (the shop's, decision 028) travel in its data whoever opens it.
    assert.doesNotMatch(list, />Add a user<\/a>/, "managers do not add users");
    assert.match((await sessions.owner.page("/demo/users")).html, />Add a user<\/a>/);

    const revealed = await callWithForm(sessions.owner, `/ajax/users/${target.id}/password`, {
      csrfToken: sessions.owner.csrfToken,
    });
    assert.equal(revealed.headers.get("Content-Type"), "text/plain; charset=UTF-8");
    assert.equal(await revealed.text(), "owner-set-pass-1");

    const suggestion = await (await sessions.owner.request("/ajax/users/password-suggestion")).json();
    assert.match(suggestion.password, /^([A-Z][a-z]{5}-){3}\d{2}$/);

    const email =
      await (await sessions.owner.call("/ajax/users/validate-email", "POST", { email: " Sam@Example.COM " }))
        .json();
    assert.deepEqual(email, { valid: true, value: "sam@example.com", message: "" });
    const phone = await (await sessions.owner.call("/ajax/users/validate-phone", "POST", { phone: "12" }))
      .json();
    assert.deepEqual(phone, {
      valid: false,
      value: "",
      message: '"12" is not a phone number we can send text messages to.',
    });
  },
});
