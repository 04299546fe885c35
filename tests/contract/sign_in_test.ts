// Sign-in, sign-out, sign-up, links, codes and impersonation over real HTTP, the way a browser without
// scripts uses them: form posts, 303s, cookies, and pages re-rendered with the message on a refusal.
import assert from "node:assert/strict";
import { createUser } from "../../modules/shops/mod.ts";
import { lastMessage, newMechanic, nextMessage, QUICKLIST } from "../support/demo_members.ts";
import { LONG_LIVED, type TestApp } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";
import { waitForQueue } from "../support/outbox.ts";

const fixture = appFixture();
const test = (name: string, fn: (app: TestApp) => Promise<void>) =>
  Deno.test({ name, ...LONG_LIVED, fn: () => fn(fixture.app) });

test("a wrong password re-renders the form with the message and 401; the right one is a 303 with the cookie", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.page("/login");
  const wrong = await client.postForm("/login", { email: user.email, password: "not it" });
  assert.equal(wrong.status, 401);
  const html = await wrong.text();
  assert.match(html, /<p class="form-error" role="alert">The e-mail address or password is not right\.<\/p>/);
  assert.match(html, new RegExp(`value="${user.email.replace(".", "\\.")}"`), "the address is kept");
  assert.doesNotMatch(html, /not it/, "the password is never echoed");

  const right = await client.postForm("/login", { email: user.email, password: user.password });
  assert.equal(right.status, 303);
  assert.equal(right.headers.get("Location"), QUICKLIST);
  const cookie = right.headers.getSetCookie().find((line) => line.startsWith("session="));
  assert.ok(cookie, "a session cookie is set");
  assert.match(cookie, /HttpOnly/);
  assert.match(cookie, /SameSite=Lax/);
  assert.match(cookie, /Path=\//);
  assert.doesNotMatch(cookie, /Secure/, "plain-HTTP localhost is the one place without Secure");
  const page = await client.page("/demo/inspection-types");
  assert.equal(page.status, 200);
  assert.match(page.html, /Tom Tech/);
});

test("redirectTo is followed after sign-in only when it is a path on this site", async (app) => {
  const user = await newMechanic(app);
  for (
    const [redirectTo, expected] of [
      ["/demo/inspection-types?showAll=1", "/demo/inspection-types?showAll=1"],
      ["https://evil.example/", QUICKLIST],
    ]
  ) {
    const client = new HttpClient(app.url);
    await client.page(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
    const response = await client.postForm("/login", {
      email: user.email,
      password: user.password,
      redirectTo,
    });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get("Location"), expected);
  }
});

test("a post without the CSRF token, with a wrong one, or from another site is refused with 403", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.page("/login");
  const fields = { email: user.email, password: user.password };
  for (
    const response of [
      await client.postForm("/login", { ...fields, csrfToken: "" }),
      await client.postForm("/login", { ...fields, csrfToken: "forged" }),
      await client.request("/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: new URLSearchParams({ ...fields, csrfToken: client.csrfToken }),
      }),
    ]
  ) {
    assert.equal(response.status, 403);
    assert.match(
      await response.text(),
      /This form has expired or was not sent by this app(&#x27;|&#39;)s page|This request came from another site/,
    );
    assert.equal(response.headers.getSetCookie().some((line) => line.startsWith("session=")), false);
  }
  // A token from another browser (another csrf cookie) is no good either.
  const other = new HttpClient(app.url);
  await other.page("/login");
  const borrowed = await client.postForm("/login", { ...fields, csrfToken: other.csrfToken });
  assert.equal(borrowed.status, 403);
});

test("shop pages send a signed-out visitor to sign in and come back after", async (app) => {
  const client = new HttpClient(app.url);
  const response = await client.request("/demo/inspection-types?showAll=1", {
    headers: { Accept: "text/html" },
  });
  assert.ok([302, 303, 307].includes(response.status), `a redirect, got ${response.status}`);
  const location = new URL(response.headers.get("Location")!, app.url);
  assert.equal(location.pathname, "/login");
  assert.equal(location.searchParams.get("reason"), "signin");
  assert.equal(location.searchParams.get("redirectTo"), "/demo/inspection-types?showAll=1");
  const login = await client.page(`${location.pathname}${location.search}`);
  assert.match(login.html, /Sign in to continue\./);
  assert.match(login.html, /name="redirectTo" value="\/demo\/inspection-types\?showAll=1"/);
});

test("a member of another shop gets the same 404 as for a shop that does not exist", async (app) => {
  const client = new HttpClient(app.url);
  const email = `${uniqueName("other")}@example.com`;
  const [shop] = await app.services.sql`
    insert into shops (uri_name, name) values (${uniqueName("other-shop")}, 'Other Shop') returning id`;
  await createUser(app.services.sql, {
    shopId: shop.id,
    email,
    displayName: "Otto Other",
    roles: { isAdministrator: true, isManager: true, isMechanic: true },
    password: "other shop owner",
  });
  await client.signIn(email, "other shop owner");
  for (const path of ["/demo", "/demo/inspection-types", "/demo/inspection-types?showAll=1"]) {
    const page = await client.page(path);
    assert.equal(page.status, 404, path);
    assert.match(page.html, /There is no shop at this address/);
    assert.doesNotMatch(page.html, /Courtesy multi-point inspection|Demo Auto Repair/);
  }
});

test("a sign-in link by e-mail: the page answers the same for anyone; the link works once", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.page("/login?mode=link");
  const nobody = `${uniqueName("nobody")}@example.com`;
  for (const email of [user.email, nobody]) {
    const response = await client.postForm("/login", { mode: "link", channel: "email", email });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /If an account uses that address, a sign-in link is on its way\./);
  }
  const message = await nextMessage(app, user.email);
  await waitForQueue(app.services.sql, "accounts.send-login-link");
  assert.equal(await lastMessage(app, nobody), null, "nothing is sent to an address nobody uses");
  assert.equal(message.subject, "Your sign-in link for Shop Inspections");
  const link = new URL(message.links[0]);
  assert.match(link.pathname, /^\/login-link\/[\w-]+\.[\w-]+$/);
  assert.ok(message.textBody.includes(link.href));

  const opened = await client.page(link.pathname);
  assert.equal(opened.status, 200);
  assert.match(opened.html, /Continue as Tom Tech/);
  const used = await client.postForm(link.pathname, {});
  assert.equal(used.status, 303);
  assert.equal(used.headers.get("Location"), QUICKLIST);
  assert.ok(client.cookies.has("session"));

  const again = new HttpClient(app.url);
  const reopened = await again.page(link.pathname);
  assert.match(reopened.html, /This sign-in link has expired or was already used\. Ask for a new one\./);
  const reused = await again.postForm(link.pathname, {});
  assert.equal(reused.status, 410);
  assert.match(await reused.text(), /This sign-in link has expired or was already used\./);

  // A link left for more than 15 minutes is refused the same way.
  await (await client.postForm("/login", { mode: "link", channel: "email", email: user.email })).body
    ?.cancel();
  const late = new URL((await nextMessage(app, user.email, message.id)).links[0]).pathname;
  await app.services.sql`
    update user_tokens set expires_at = now() - interval '1 second' where id = ${
    late.split("/")[2].split(".")[0]
  }`;
  const expired = new HttpClient(app.url);
  await expired.page(late);
  const refused = await expired.postForm(late, {});
  assert.equal(refused.status, 410);
  assert.equal(expired.cookies.has("session"), false);
});

test("a one-time code: wrong tries count down, the right code signs in, codes are rate limited", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.page("/login?mode=code");
  const sent = await client.postForm("/login", { mode: "code", channel: "email", email: user.email });
  assert.equal(sent.status, 200);
  const page = await sent.text();
  assert.match(page, /a six-digit code is on its way/);
  assert.match(page, /autoComplete="one-time-code"|autocomplete="one-time-code"/);
  const code = /(\d{6})/.exec((await nextMessage(app, user.email)).subject)![1];
  const wrong = await client.postForm("/login", {
    mode: "code",
    channel: "email",
    email: user.email,
    code: code === "000000" ? "111111" : "000000",
  });
  assert.equal(wrong.status, 401);
  assert.match(await wrong.text(), /That code is not right\. 4 tries left\./);
  const right = await client.postForm("/login", { mode: "code", channel: "email", email: user.email, code });
  assert.equal(right.status, 303);
  assert.equal(right.headers.get("Location"), QUICKLIST);
  assert.ok(client.cookies.has("session"));

  // Five messages to an address asked for from one address in 15 minutes; the sixth is refused with the wait.
  const other = new HttpClient(app.url);
  await other.page("/login?mode=code");
  let last: Response | null = null;
  for (let i = 0; i < 5; i++) {
    last = await other.postForm("/login", { mode: "code", channel: "email", email: user.email });
    await last.body?.cancel();
  }
  assert.equal(last!.status, 429);
  assert.ok(Number(last!.headers.get("Retry-After")) > 0);
});

test("too many password attempts answer 429 with the wait in words and Retry-After", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.page("/login");
  for (let i = 0; i < 10; i++) {
    const response = await client.postForm("/login", { email: user.email, password: `guess ${i}` });
    await response.body?.cancel();
  }
  const refused = await client.postForm("/login", { email: user.email, password: user.password });
  assert.equal(refused.status, 429);
  assert.match(
    await refused.text(),
    /Too many sign-in attempts\. Try again in \d+ (minutes|minute|seconds)\./,
  );
  assert.ok(Number(refused.headers.get("Retry-After")) > 0);
});

test("signing out ends the session on the server: the old cookie opens nothing", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.signIn(user.email, user.password);
  const stolen = client.cookies.get("session")!;
  const out = await client.postForm("/logout", {});
  assert.equal(out.status, 303);
  assert.equal(out.headers.get("Location"), "/login?reason=signedout");
  assert.equal(client.cookies.has("session"), false);
  const replay = new HttpClient(app.url);
  replay.cookies.set("session", stolen);
  const response = await replay.request("/demo/inspection-types", { headers: { Accept: "text/html" } });
  assert.notEqual(response.status, 200);
  assert.match(response.headers.get("Location") ?? "", /^\/login\?reason=signin/);
});

test("sign-up: step 1 e-mails a link to step 2; the shop and its owner exist, the address confirmed by the link", async (app) => {
  const client = new HttpClient(app.url);
  const email = `${uniqueName("newowner")}@example.com`;
  await client.page("/register");
  const step2 = await client.page("/register/step2", { follow: false });
  assert.equal(step2.status, 303, "step 2 needs step 1");

  const weak = await client.postForm("/register", { displayName: "Nina New", email, password: "short" });
  assert.equal(weak.status, 400);
  assert.match(await weak.text(), /A password must be at least 8 characters long\./);

  const one = await client.postForm("/register", {
    displayName: "Nina New",
    email,
    password: "a good long one",
  });
  assert.equal(one.status, 200);
  const sent = await one.text();
  assert.match(sent, /<h1>Check your e-mail<\/h1>/);
  assert.match(sent, new RegExp(`We sent a link to ${email.replace(".", "\\.")} to continue with step 2\\.`));
  assert.equal(client.cookies.has("registration"), false, "step 2 is reached only through the e-mail");
  const message = await nextMessage(app, email);
  assert.equal(message.subject, "Continue registering your shop on Shop Inspections");
  const link = new URL(message.links[0]);
  assert.equal(link.pathname, "/register/step2");
  const opened = await client.page(`${link.pathname}${link.search}`, { follow: false });
  assert.equal(opened.status, 303);
  assert.equal(
    opened.response.headers.get("Location"),
    "/register/step2",
    "the token leaves the address bar",
  );
  const forged = await new HttpClient(app.url).page(
    `${link.pathname}?token=${"A".repeat(20)}.${"B".repeat(32)}`,
  );
  assert.equal(forged.path, "/register?reason=expired");

  const form = await client.page("/register/step2");
  assert.equal(form.status, 200);
  assert.match(form.html, new RegExp(`Signing up as Nina New \\(${email.replace(".", "\\.")}\\)`));
  assert.match(form.html, /General repair/);

  const reserved = await client.postForm("/register/step2", {
    shopName: "Login",
    uriName: "login",
    timeZone: "America/Chicago",
    template: "general-repair",
  });
  assert.equal(reserved.status, 400);
  assert.match(await reserved.text(), /&quot;login&quot; is reserved for the app&#x27;s own pages/);

  const uriName = uniqueName("ninas");
  const done = await client.postForm("/register/step2", {
    shopName: "Nina's Garage",
    uriName,
    timeZone: "America/Chicago",
    template: "general-repair",
  });
  assert.equal(done.status, 303);
  assert.equal(done.headers.get("Location"), `/register/complete?shop=${uriName}`);
  const shopPage = await client.page(`/${uriName}/inspection-types`);
  assert.equal(shopPage.status, 200);
  assert.match(shopPage.html, /Courtesy multi-point inspection/);
  assert.match(shopPage.html, /Nina New/);

  const [owner] = await app.services.sql`
    select u.email_confirmed_at, m.is_administrator, s.time_zone
    from users u join shop_members m on m.user_id = u.id join shops s on s.id = m.shop_id
    where u.email = ${email}`;
  assert.equal(owner.is_administrator, true);
  assert.equal(owner.time_zone, "America/Chicago");
  assert.ok(owner.email_confirmed_at, "the link proved the address");
  assert.equal((await lastMessage(app, email))?.id, message.id, "no confirmation link follows");

  const again = await client.page(`${link.pathname}${link.search}`);
  assert.equal(again.path, "/register?reason=expired", "the link made one shop");
});

test("an owner acts as a mechanic: banner on every page, audited; a mechanic may not act as anyone", async (app) => {
  const mechanic = await newMechanic(app);
  const owner = new HttpClient(app.url);
  await owner.signIn("owner@demo.example", "demo-owner-2026");
  const started = await owner.postForm("/session/impersonateUser", {
    userId: String(mechanic.id),
    shopUriName: "demo",
  });
  assert.equal(started.status, 303);
  assert.equal(started.headers.get("Location"), "/demo");
  const page = await owner.page("/demo/inspection-types");
  assert.match(
    page.html,
    /Olivia Owner is acting as <strong>Tom Tech<\/strong>/,
  );
  assert.match(page.html, /End impersonation/);
  const ended = await owner.postForm("/session/endImpersonation", {});
  assert.equal(ended.status, 303);
  assert.equal(ended.headers.get("Location"), `/demo/users/${mechanic.id}/edit`);
  const back = await owner.page("/demo/inspection-types");
  assert.doesNotMatch(back.html, /is acting as/);
  const events = await app.services.sql`
    select action from impersonation_events where target_user_id = ${mechanic.id} order by id`;
  assert.deepEqual(events.map((e) => e.action), ["start", "end"]);

  const asMechanic = new HttpClient(app.url);
  await asMechanic.signIn(mechanic.email, mechanic.password);
  const refused = await asMechanic.postForm("/session/impersonateUser", { userId: "1", shopUriName: "demo" });
  assert.equal(refused.status, 403);
  assert.match(await refused.text(), /Only a shop owner can act as another user\./);
});

test("help pages answer by alias; an unknown alias is a 404", async (app) => {
  const client = new HttpClient(app.url);
  const help = await client.page("/help/sign-in");
  assert.equal(help.status, 200);
  assert.match(help.html, /<h1>Signing in<\/h1>/);
  const missing = await client.page("/help/no-such-page");
  assert.equal(missing.status, 404);
  assert.match(missing.html, /There is no help page at this address\./);
});

test("the sign-in senders as calls: 202 with the same words for anyone, 400 for bad input, 403 without token", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.page("/login");
  const link = await client.call("/ajax/session/login-link", "POST", { channel: "email", email: user.email });
  assert.equal(link.status, 202);
  assert.deepEqual(await link.json(), {
    message: "If an account uses that address, a sign-in link is on its way. It works once, for 15 minutes.",
  });
  assert.match((await nextMessage(app, user.email)).subject, /sign-in link/);
  const code = await client.call("/ajax/session/one-time-code", "POST", {
    email: `${uniqueName("x")}@example.com`,
  });
  assert.equal(code.status, 202);
  const bad = await client.call("/ajax/session/one-time-code", "POST", { channel: "sms", phone: "12" });
  assert.equal(bad.status, 400);
  assert.deepEqual(await bad.json(), { message: '"12" is not a phone number we can send text messages to.' });
  const malformed = await client.call("/ajax/session/login-link", "POST", undefined, {
    "Content-Type": "application/json",
  });
  assert.equal(malformed.status, 400);
  const noToken = await client.call("/ajax/session/login-link", "POST", { email: user.email }, {
    "X-CSRF-Token": "",
  });
  assert.equal(noToken.status, 403);
  assert.deepEqual(await noToken.json(), {
    message: "This form has expired or was not sent by this app's page. Reload the page and try again.",
  });
});

test("a form posted after the session ended asks to sign in again and comes back to the page", async (app) => {
  const user = await newMechanic(app);
  const client = new HttpClient(app.url);
  await client.signIn(user.email, user.password);
  await app.services.sql`delete from sessions where user_id = ${user.id}`;
  const anonymous = await client.request("/session/becomeUser", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Referer: `${app.url}/demo/inspection-types?showAll=1`,
    },
    body: new URLSearchParams({ csrfToken: client.csrfToken, email: "x@example.com" }),
  });
  assert.equal(anonymous.status, 303);
  assert.equal(
    anonymous.headers.get("Location"),
    `/login?reason=expired&redirectTo=${encodeURIComponent("/demo/inspection-types?showAll=1")}`,
  );
});

test("an invitation says who added whom where, and its link lasts 7 days instead of 15 minutes", async (app) => {
  const owner = new HttpClient(app.url);
  await owner.signIn("owner@demo.example", "demo-owner-2026");
  await owner.page("/demo/users/add");
  const email = `${uniqueName("invited")}@example.com`;
  const added = await owner.postForm("/demo/users/add", {
    displayName: "Ivy Invited",
    email,
    isMechanic: "true",
    invite: "email",
  });
  assert.equal(added.status, 303);
  const message = await lastMessage(app, email);
  assert.equal(message?.subject, "Olivia Owner added you to Demo Auto Repair on Shop Inspections");
  assert.match(
    message!.textBody.replace(/\s+/g, " "),
    /The link works once, within 7 days\. After that, ask Olivia Owner for a new one\./,
  );
  const [token] = await app.services.sql<{ days: number }[]>`
    select round(extract(epoch from t.expires_at - t.created_at) / 86400)::int as days
    from user_tokens t join users u on u.id = t.user_id where u.email = ${email}`;
  assert.equal(token.days, 7);

  const user = await newMechanic(app);
  const asker = new HttpClient(app.url);
  await asker.page("/login?mode=link");
  await (await asker.postForm("/login", { mode: "link", channel: "email", email: user.email })).body
    ?.cancel();
  await nextMessage(app, user.email);
  const [link] = await app.services.sql<{ minutes: number }[]>`
    select round(extract(epoch from t.expires_at - t.created_at) / 60)::int as minutes
    from user_tokens t where t.user_id = ${user.id}`;
  assert.equal(link.minutes, 15);
});
