// Issue 17, item 5, sign-in's part, each case as requests to the running app behind one trusted proxy
// (TRUST_PROXY=1: the proxy appends the address it saw to X-Forwarded-For, so the test plays the proxy by
// writing the rightmost address): a client's own X-Forwarded-For does not escape the per-address limit; a
// stranger's wrong passwords do not lock the owner out; known and unknown addresses are answered alike
// (that they take the same time follows from doing the same work: modules/accounts/sign_in/login_links_test.ts);
// sign-up does not tell who has an account. The sliding window itself is tested against the database in
// src/platform/rate_limit_test.ts.
import assert from "node:assert/strict";
import { createShop, createUser } from "../../modules/shops/mod.ts";
import { LONG_LIVED, startTestApp, type TestApp } from "../support/app.ts";
import { backends, filePostgresDatabase, uniqueName } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";
import { lastMessage, waitForMessage } from "../support/outbox.ts";

const PASSWORD = "torque wrench 42";

/** Each test runs its own app on the backend, behind one trusted proxy. */
const test = (name: string, fn: (app: TestApp) => Promise<void>, env: Record<string, string> = {}) => {
  for (const backend of backends()) {
    Deno.test({
      name: `rate limits: ${name} [${backend}]`,
      ...LONG_LIVED,
      async fn() {
        const app = await startTestApp({
          TRUST_PROXY: "1",
          ...env,
          // On a Postgres database of this file's own: the app's workers would take the jobs other test files
          // running at the same time queue on the shared one.
          ...(backend === "postgres" ? { DATABASE_URL: (await filePostgresDatabase()).url } : {}),
        });
        try {
          await fn(app);
        } finally {
          await app.close();
        }
      },
    });
  }
};

/** A fresh address in a documentation range, one per call. */
let addresses = 0;
const nextAddress = () => `198.18.${Math.floor(++addresses / 250)}.${addresses % 250 + 1}`;

/** A browser behind the proxy: the proxy appends `address` to whatever X-Forwarded-For the browser sent. */
function fromAddress(client: HttpClient, address: string, sent?: string) {
  const forwardedFor = sent ? `${sent}, ${address}` : address;
  return {
    postForm: (path: string, fields: Record<string, string>) =>
      client.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor },
        body: new URLSearchParams({ csrfToken: client.csrfToken, ...fields }),
      }),
    call: (path: string, body: unknown) =>
      client.call(path, "POST", body, { "X-Forwarded-For": forwardedFor }),
  };
}

async function newAccount(app: TestApp, name = "Olga Owner") {
  const shop = await createShop(app.services.sql, { uriName: uniqueName("limits"), name: "Limits Garage" });
  const email = `${uniqueName("owner")}@example.com`;
  const user = await createUser(app.services.sql, {
    shopId: shop.id,
    email,
    displayName: name,
    roles: { isAdministrator: true, isManager: true, isMechanic: false },
    password: PASSWORD,
  });
  return { ...user, email, shop };
}

async function drain(response: Response): Promise<number> {
  await response.body?.cancel();
  return response.status;
}

test("a new X-Forwarded-For per request does not escape the per-address limit: the proxy's address counts", async (app) => {
  const client = new HttpClient(app.url);
  await client.page("/forgot-password");
  const address = nextAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    // The browser claims a new address each time; the proxy appends the one it saw.
    const from = fromAddress(client, address, `203.0.113.${i + 1}`);
    statuses.push(
      await drain(await from.postForm("/forgot-password", { email: `${uniqueName("x")}@example.com` })),
    );
  }
  assert.deepEqual(
    statuses,
    [...Array(20).fill(200), 429],
    "twenty sign-in messages per address in 15 minutes",
  );
  const [{ buckets }] = await app.services.sql<{ buckets: string[] }[]>`
    select array_agg(distinct bucket) as buckets from rate_limit_hits where bucket like 'send:ip:%'
      and (bucket = ${`send:ip:${address}`} or bucket like 'send:ip:203.0.113.%')`;
  assert.deepEqual(
    buckets,
    [`send:ip:${address}`],
    "counted against the address the proxy saw, never the claimed ones",
  );

  // Claiming the limited address gets nothing either: another visitor's own address is theirs alone.
  const other = fromAddress(client, nextAddress(), address);
  assert.equal(
    await drain(await other.postForm("/forgot-password", { email: `${uniqueName("x")}@example.com` })),
    200,
  );
});

test("a stranger's 50 wrong passwords do not stop the owner signing in by password, link or code", async (app) => {
  const owner = await newAccount(app);
  const stranger = new HttpClient(app.url);
  await stranger.page("/login");
  // 25 from one address (its own limit stops it after 10) and 25 from 25 addresses (a botnet).
  const oneAddress = nextAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 50; i++) {
    const from = fromAddress(stranger, i < 25 ? oneAddress : nextAddress(), `192.0.2.${i + 1}`);
    statuses.push(await drain(await from.postForm("/login", { email: owner.email, password: `guess ${i}` })));
  }
  assert.deepEqual(statuses.slice(0, 25), [...Array(10).fill(401), ...Array(15).fill(429)]);
  assert.deepEqual(statuses.slice(25), Array(25).fill(401));

  const home = nextAddress();
  const byPassword = new HttpClient(app.url);
  await byPassword.page("/login");
  const signedIn = await fromAddress(byPassword, home).postForm("/login", {
    email: owner.email,
    password: PASSWORD,
  });
  assert.equal(await drain(signedIn), 303);
  assert.equal(signedIn.headers.get("Location"), `/${owner.shop.uriName}/inspections`);

  const byLink = new HttpClient(app.url);
  await byLink.page("/login?mode=link");
  const before = (await lastMessage(app.services.sql, owner.email))?.id ?? 0;
  const asked = await fromAddress(byLink, home).postForm("/login", {
    mode: "link",
    channel: "email",
    email: owner.email,
  });
  assert.equal(await drain(asked), 200);
  const linkMessage = await waitForMessage(app.services.sql, owner.email, before);
  const link = new URL(linkMessage.links[0]).pathname;
  await byLink.page(link);
  assert.equal(await drain(await fromAddress(byLink, home).postForm(link, {})), 303);
  assert.ok(byLink.cookies.has("session"));

  const byCode = new HttpClient(app.url);
  await byCode.page("/login?mode=code");
  const fields = { mode: "code", channel: "email", email: owner.email };
  assert.equal(await drain(await fromAddress(byCode, home).postForm("/login", fields)), 200);
  const code =
    /(\d{6})/.exec((await waitForMessage(app.services.sql, owner.email, linkMessage.id)).subject)![1];
  assert.equal(await drain(await fromAddress(byCode, home).postForm("/login", { ...fields, code })), 303);
  assert.ok(byCode.cookies.has("session"));
});

test("100 wrong passwords from 11 addresses do not shut the password form on the owner's own device", async (app) => {
  const owner = await newAccount(app);
  // The owner signed in on their phone before (and signed out): it keeps its device cookie.
  const phone = new HttpClient(app.url);
  await phone.page("/login");
  const home = nextAddress();
  assert.equal(
    await drain(
      await fromAddress(phone, home).postForm("/login", { email: owner.email, password: PASSWORD }),
    ),
    303,
  );
  assert.ok(phone.cookies.has("device"), "a device cookie is issued at sign-in");
  assert.equal(await drain(await fromAddress(phone, home).postForm("/logout", {})), 303);
  assert.ok(phone.cookies.has("device"), "and kept at sign-out");

  // A stranger signs in to an account of their own: their device cookie names that account, not the owner's.
  const stranger = new HttpClient(app.url);
  const own = await newAccount(app, "Sam Stranger");
  await stranger.page("/login");
  assert.equal(
    await drain(
      await fromAddress(stranger, nextAddress()).postForm("/login", { email: own.email, password: PASSWORD }),
    ),
    303,
  );
  await stranger.page("/login");

  // 10 wrong passwords from each of 11 addresses: the 100th fills the account's ceiling.
  const statuses: number[] = [];
  for (let address = 0; address < 11; address++) {
    const from = fromAddress(stranger, nextAddress());
    for (let i = 0; i < 10; i++) {
      statuses.push(
        await drain(await from.postForm("/login", { email: owner.email, password: `guess ${i}` })),
      );
    }
  }
  assert.deepEqual(statuses, [...Array(100).fill(401), ...Array(10).fill(429)]);

  // A new device, even with the right password, is locked out; and so is a forged device cookie.
  const newDevice = new HttpClient(app.url);
  await newDevice.page("/login");
  const locked = await fromAddress(newDevice, nextAddress()).postForm("/login", {
    email: owner.email,
    password: PASSWORD,
  });
  assert.equal(locked.status, 429);
  assert.match(
    await locked.text(),
    /Too many sign-in attempts\. Try again in \d+ minutes\. You can still sign in with a link or a code, or by password on a device you signed in on before\./,
  );
  const [entry] = phone.cookies.get("device")!.split("~");
  const [userId, nonce] = entry.split(".");
  newDevice.cookies.set("device", `${userId}.${nonce}.${"A".repeat(43)}`);
  assert.equal(
    await drain(
      await fromAddress(newDevice, nextAddress()).postForm("/login", {
        email: owner.email,
        password: PASSWORD,
      }),
    ),
    429,
    "a device cookie whose signature does not hold is no device cookie",
  );

  // The owner's phone, from wherever it is now, still signs in with the right password.
  await phone.page("/login");
  const signedIn = await fromAddress(phone, nextAddress()).postForm("/login", {
    email: owner.email,
    password: PASSWORD,
  });
  assert.equal(await drain(signedIn), 303);
  assert.equal(signedIn.headers.get("Location"), `/${owner.shop.uriName}/inspections`);
  assert.ok(phone.cookies.has("session"));

  // Sign-in links and one-time codes keep working on the new device throughout.
  const away = nextAddress();
  await newDevice.page("/login?mode=link");
  const before = (await lastMessage(app.services.sql, owner.email))?.id ?? 0;
  const fields = { mode: "link", channel: "email", email: owner.email };
  assert.equal(await drain(await fromAddress(newDevice, away).postForm("/login", fields)), 200);
  const linkMessage = await waitForMessage(app.services.sql, owner.email, before);
  const link = new URL(linkMessage.links[0]).pathname;
  await newDevice.page(link);
  assert.equal(await drain(await fromAddress(newDevice, away).postForm(link, {})), 303);
  assert.ok(newDevice.cookies.has("session"));

  const byCode = new HttpClient(app.url);
  await byCode.page("/login?mode=code");
  const codeFields = { mode: "code", channel: "email", email: owner.email };
  assert.equal(await drain(await fromAddress(byCode, away).postForm("/login", codeFields)), 200);
  const code =
    /(\d{6})/.exec((await waitForMessage(app.services.sql, owner.email, linkMessage.id)).subject)![1];
  assert.equal(await drain(await fromAddress(byCode, away).postForm("/login", { ...codeFields, code })), 303);
  assert.ok(byCode.cookies.has("session"));
});

/** The page's main content with the address typed in taken out, to compare two answers. */
async function mainOf(response: Response, email: string): Promise<string> {
  const html = await response.text();
  return (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replaceAll(email, "ADDRESS");
}

test("sign-up answers an address with an account as any other; its owner is e-mailed a way in", async (app) => {
  const owner = await newAccount(app);
  const newcomer = `${uniqueName("newcomer")}@example.com`;
  const answers: Record<string, { status: number; main: string; cookies: string[] }> = {};
  for (const email of [owner.email, newcomer]) {
    const client = new HttpClient(app.url);
    await client.page("/register");
    const response = await fromAddress(client, nextAddress()).postForm("/register", {
      displayName: "Vic Visitor",
      email,
      password: "a good long one",
    });
    answers[email] = {
      status: response.status,
      cookies: response.headers.getSetCookie().map((line) => line.split("=")[0]),
      main: await mainOf(response, email),
    };
  }
  assert.equal(answers[owner.email].status, 200);
  assert.match(
    answers[owner.email].main,
    /Check your e-mail[\s\S]*We sent a link to ADDRESS to continue with step 2/,
  );
  assert.deepEqual(answers[owner.email], answers[newcomer], "the same status, cookies and words for both");

  const note = await waitForMessage(app.services.sql, owner.email);
  assert.equal(note.subject, "Registering on Shop Inspections with your e-mail address");
  const words = note.textBody.replace(/\s+/g, " ");
  assert.match(words, /someone, perhaps you, started registering a new shop on Shop Inspections with /);
  assert.match(words, /You already have an account with this address, so no new one was made\./);
  assert.match(words, /If it was not you, ignore this message/);
  const [{ pending }] = await app.services.sql<{ pending: number }[]>`
    select count(*)::int as pending from pending_registrations where email = ${owner.email}`;
  assert.equal(pending, 0, "nothing is left to continue with");

  const link = new URL(note.links[0]).pathname;
  assert.match(link, /^\/login-link\//);
  const ownerBrowser = new HttpClient(app.url);
  await ownerBrowser.page(link);
  const used = await ownerBrowser.postForm(link, {});
  assert.equal(await drain(used), 303);
  assert.equal(
    used.headers.get("Location"),
    "/switch-shop?next=users/me",
    "to the profile, for a new password",
  );

  const welcome = await waitForMessage(app.services.sql, newcomer);
  assert.equal(welcome.subject, "Continue registering your shop on Shop Inspections");
});
