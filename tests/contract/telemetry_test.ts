// What browsers report: client error reports (POST /ajax/misc/errors and the GET beacon) and page-open
// events (POST /ajax/misc/page-open) are stored with the request id, the signed-in user and the shop of the
// page when they may act there; bad input is a 400 that says why; the admin page is for platform admins
// only; a looping page is stopped by the per-address rate limit.
import assert from "node:assert/strict";
import { setPlatformAdmin } from "../../modules/accounts/mod.ts";
import { createShop, createUser } from "../../modules/shops/mod.ts";
import { CLIENT_ERROR_RATE_LIMIT, PAGE_OPEN_RATE_LIMIT } from "../../modules/telemetry/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";

let owner: HttpClient;
let signedOut: HttpClient;
let demoShopId: number;
let ownerId: number;
let otherShopUri: string;
const ADMIN = { email: "support@platform.example", password: "platform-admin-2026" };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `telemetry: ${name}`, ...LONG_LIVED, fn });

const EVENT = {
  pageName: "inspectionDetails",
  pageEvent: "load",
  pageLoadId: "",
  initTime: 1_790_000_000_000,
  clientUtcMS: 1_790_000_000_250,
  args: { note: "contract" },
};

/** POSTs the event as seed 001 sends it: the JSON body only, no CSRF token (the call is exempt). */
function pageOpen(
  client: HttpClient,
  body: Record<string, unknown>,
  mode = "fetch",
  headers: Record<string, string> = {},
) {
  const query = new URLSearchParams({ mode, event: String(body.pageEvent) });
  return client.request(`/ajax/misc/page-open?${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function eventsOf(pageLoadId: string) {
  const rows = await fixture.sql<
    { page_event: string; send_mode: string; user_id: number | null; shop_id: number | null; args: unknown }[]
  >`select page_event, send_mode, user_id, shop_id, args from page_open_events
    where page_load_id = ${pageLoadId} order by id`;
  return [...rows];
}

async function reportOf(requestId: string | null) {
  const [row] = await fixture.sql`select * from client_error_reports where request_id = ${requestId}`;
  return row;
}

const fixture = appFixture({
  async setup({ app, sql }) {
    [{ id: demoShopId }] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    [{ id: ownerId }] = await sql<{ id: number }[]>`select id from users where email = 'owner@demo.example'`;
    otherShopUri = uniqueName("other").toLowerCase().replace(/[^a-z0-9]/g, "");
    await createShop(sql, { uriName: otherShopUri, name: "Other Garage" });
    await createUser(sql, {
      shopId: demoShopId,
      email: ADMIN.email,
      displayName: "Pat Platform",
      roles: { isAdministrator: false, isManager: false, isMechanic: true },
      password: ADMIN.password,
    });
    await setPlatformAdmin(sql, ADMIN.email, true);
    owner = new HttpClient(app.url);
    await owner.signIn("owner@demo.example", "demo-owner-2026");
    signedOut = new HttpClient(app.url);
    await signedOut.page("/login");
  },
});

test("an error report is stored with its request id, user, shop and browser", async () => {
  const response = await owner.call("/ajax/misc/errors", "POST", {
    clientUtcUnixMS: 1_790_000_000_000,
    versionCommit: "abc123",
    level: "error",
    message: "TypeError: x is undefined",
    documentUrl: `${fixture.app.url}/demo/gallery`,
    clientHints: { mobile: false },
  }, { "User-Agent": "Contract-Test/1.0" });
  assert.equal(response.status, 204);
  const row = await reportOf(response.headers.get("X-Request-Id"));
  assert.equal(row.kind, "report");
  assert.equal(row.user_id, ownerId);
  assert.equal(row.shop_id, demoShopId);
  assert.equal(row.user_agent, "Contract-Test/1.0");
  assert.equal(row.message, "TypeError: x is undefined");
  assert.deepEqual(row.report, {
    clientUtcUnixMS: 1_790_000_000_000,
    versionCommit: "abc123",
    level: "error",
    message: "TypeError: x is undefined",
    documentUrl: `${fixture.app.url}/demo/gallery`,
    clientHints: '{"mobile":false}',
  });
});

test("a page of a shop the user is not in, or a signed-out report, is stored without shop", async () => {
  const other = await owner.call("/ajax/misc/errors", "POST", {
    message: "Error in another shop",
    documentUrl: `${fixture.app.url}/${otherShopUri}/gallery`,
  });
  assert.equal(other.status, 204);
  const otherRow = await reportOf(other.headers.get("X-Request-Id"));
  assert.equal(otherRow.user_id, ownerId);
  assert.equal(otherRow.shop_id, null);

  // No CSRF token: a page whose scripts broke may have none, and the call is exempt.
  const visitor = await signedOut.request("/ajax/misc/errors", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      message: "Error on the sign-in page",
      documentUrl: `${fixture.app.url}/demo/gallery`,
    }),
  });
  assert.equal(visitor.status, 204);
  const visitorRow = await reportOf(visitor.headers.get("X-Request-Id"));
  assert.equal(visitorRow.user_id, null);
  assert.equal(visitorRow.shop_id, null);
});

test("a report that is not one is a 400 with a message", async () => {
  const response = await owner.call("/ajax/misc/errors", "POST", { level: "error" });
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), { message: "An error report must have a message." });
});

test("the last-resort beacon is a GET, stored as a beacon", async () => {
  const query = new URLSearchParams({ originalError: "Boom", metaError: "The report was answered 500." });
  const response = await owner.request(`/ajax/misc/errors/beacon?${query}`, {
    headers: { Referer: `${fixture.app.url}/demo/gallery` },
  });
  assert.equal(response.status, 204);
  const row = await reportOf(response.headers.get("X-Request-Id"));
  assert.equal(row.kind, "beacon");
  assert.equal(row.message, "Boom");
  assert.equal(row.shop_id, demoShopId);
  assert.deepEqual(row.report, { originalError: "Boom", metaError: "The report was answered 500." });
  const empty = await owner.request("/ajax/misc/errors/beacon");
  assert.equal(empty.status, 400);
  assert.deepEqual(await empty.json(), { message: "An error beacon needs originalError or metaError." });
});

test("page-open events are stored with mode, user and shop", async () => {
  const pageLoadId = uniqueName("load");
  const base = { ...EVENT, pageLoadId, location: `${fixture.app.url}/demo/gallery` };
  assert.equal((await pageOpen(owner, base)).status, 204);
  assert.equal((await pageOpen(owner, { ...base, pageEvent: "unload" }, "beacon")).status, 204);
  assert.equal((await pageOpen(owner, { ...base, pageEvent: "pagehide" }, "fetch-keep-alive")).status, 204);
  assert.deepEqual(await eventsOf(pageLoadId), [
    {
      page_event: "load",
      send_mode: "fetch",
      user_id: ownerId,
      shop_id: demoShopId,
      args: { note: "contract" },
    },
    {
      page_event: "unload",
      send_mode: "beacon",
      user_id: ownerId,
      shop_id: demoShopId,
      args: { note: "contract" },
    },
    {
      page_event: "pagehide",
      send_mode: "fetch-keep-alive",
      user_id: ownerId,
      shop_id: demoShopId,
      args: { note: "contract" },
    },
  ]);
});

test("the seed's page-open payload, without a CSRF token, is accepted as the error report is", async () => {
  const pageLoadId = uniqueName("load");
  // Exactly the seven fields of seed 001's "Page open time event", as a beacon sends them: no token in the
  // body, no header.
  const seedPayload = {
    pageName: "inspectionChecklist",
    location: `${fixture.app.url}/demo/gallery`,
    pageEvent: "visibilitychange",
    pageLoadId,
    initTime: 1_790_000_000_000,
    clientUtcMS: 1_790_000_004_000,
    args: { visibilityState: "hidden" },
  };
  const response = await pageOpen(owner, seedPayload, "beacon", { "Sec-Fetch-Site": "same-origin" });
  assert.equal(response.status, 204);
  assert.deepEqual(await eventsOf(pageLoadId), [{
    page_event: "visibilitychange",
    send_mode: "beacon",
    user_id: ownerId,
    shop_id: demoShopId,
    args: { visibilityState: "hidden" },
  }]);
});

test("a page-open event sent from another site is refused and not stored", async () => {
  const pageLoadId = uniqueName("load");
  const query = new URLSearchParams({ mode: "fetch", event: "load" });
  const url = `${fixture.app.url}/ajax/misc/page-open?${query}`;
  const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const fromOtherSite: Record<string, string>[] = [
    { Origin: "https://attacker.example" },
    // A browser that sends no Origin still says where the request came from.
    { "Sec-Fetch-Site": "cross-site" },
  ];
  for (const headers of fromOtherSite) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
      body: JSON.stringify({ ...EVENT, pageLoadId, location: `${fixture.app.url}/demo/gallery` }),
    });
    assert.equal(response.status, 403, JSON.stringify(headers));
    assert.deepEqual(await response.json(), {
      message: "This request came from another site and was refused.",
    });
  }
  assert.deepEqual(await eventsOf(pageLoadId), []);
});

test("signed out (a customer's report page) or another shop's page: stored without user or shop", async () => {
  const pageLoadId = uniqueName("load");
  const customer = await pageOpen(signedOut, {
    ...EVENT,
    pageName: "customerInspectionReport",
    pageLoadId,
    location: `${fixture.app.url}/demo/r/abc`,
  });
  assert.equal(customer.status, 204);
  const other = await pageOpen(owner, {
    ...EVENT,
    pageLoadId,
    location: `${fixture.app.url}/${otherShopUri}/x`,
  });
  assert.equal(other.status, 204);
  const rows = await eventsOf(pageLoadId);
  assert.deepEqual(rows.map((row) => [row.user_id, row.shop_id]), [[null, null], [ownerId, null]]);
});

test("bad page-open input is a 400 that says what is wrong; DNT stores nothing", async () => {
  const pageLoadId = uniqueName("load");
  const base = { ...EVENT, pageLoadId, location: "/demo/gallery" };
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [
      { ...base, pageName: "gallery" },
      "fetch",
      "pageName must be inspectionChecklist, inspectionDetails, customerInspectionReport or " +
      "printedInspectionReport.",
    ],
    [base, "xhr", "mode must be fetch, fetch-keep-alive or beacon."],
    [{ ...base, initTime: "soon" }, "fetch", "initTime must be a time in milliseconds since 1970."],
  ];
  for (const [body, mode, message] of cases) {
    const response = await pageOpen(owner, body, mode);
    assert.equal(response.status, 400, message);
    assert.deepEqual(await response.json(), { message });
  }
  assert.equal((await pageOpen(owner, { ...base, pageLoadId: "DNT" })).status, 204);
  assert.deepEqual(await eventsOf("DNT"), []);
  assert.deepEqual(await eventsOf(pageLoadId), []);
});

test("the Client errors page lists reports for platform admins and is a 404 for anyone else", async () => {
  // An error report, then a beacon, as the owner's page sends them.
  const report = await owner.call("/ajax/misc/errors", "POST", {
    message: "TypeError: x is undefined",
    documentUrl: `${fixture.app.url}/demo/gallery`,
  });
  assert.equal(report.status, 204);
  const beacon = await owner.request(
    `/ajax/misc/errors/beacon?${new URLSearchParams({ originalError: "Boom" })}`,
    {
      headers: { Referer: `${fixture.app.url}/demo/gallery` },
    },
  );
  assert.equal(beacon.status, 204);
  const asPage = (client: HttpClient) =>
    client.request("/admin/client-errors", { headers: { Accept: "text/html" } });
  for (const client of [signedOut, owner]) {
    const response = await asPage(client);
    assert.equal(response.status, 404);
    assert.doesNotMatch(await response.text(), /TypeError: x is undefined/);
  }
  const admin = new HttpClient(fixture.app.url);
  await admin.signIn(ADMIN.email, ADMIN.password);
  const response = await asPage(admin);
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /<h1>Client errors<\/h1>/);
  assert.match(html, /TypeError: x is undefined/);
  assert.match(html, new RegExp(`User ${ownerId}, shop ${demoShopId}`));
  // Newest first: the beacon came after the first report.
  assert.ok(html.indexOf("Boom") < html.indexOf("TypeError: x is undefined"));
});

test("a looping page is stopped by the rate limits (429 with Retry-After)", async () => {
  const limits: Array<[number, () => Promise<Response>, RegExp]> = [
    [
      CLIENT_ERROR_RATE_LIMIT.limit,
      () => owner.call("/ajax/misc/errors", "POST", { message: "loop" }),
      /^Too many error reports\. Try again in \d+ (minutes?|seconds?)\.$/,
    ],
    [
      PAGE_OPEN_RATE_LIMIT.limit,
      () => pageOpen(owner, { ...EVENT, pageLoadId: "loop", location: "/demo/gallery" }),
      /^Too many page open events\. Try again in \d+ (minutes?|seconds?)\.$/,
    ],
  ];
  for (const [limit, send, message] of limits) {
    let response: Response | null = null;
    for (let i = 0; i <= limit; i++) {
      response = await send();
      if (response.status === 429) break;
      await response.body?.cancel();
    }
    assert.equal(response?.status, 429);
    assert.ok(Number(response!.headers.get("Retry-After")) > 0);
    assert.match((await response!.json()).message, message);
  }
  const [{ count }] = await fixture.sql`select count(*)::int as count from page_open_events
    where page_load_id = 'loop'`;
  assert.ok(count <= PAGE_OPEN_RATE_LIMIT.limit, `${count} stored`);
});
