// The HTTP contract every page and /ajax call keeps: health, JSON errors with the right status, no stack
// traces, security headers, request logs, compression, caching, and the first real page.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { createApp } from "../../src/server.ts";
import { LONG_LIVED, startTestApp, type TestApp } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";

const fixture = appFixture();
const test = (name: string, fn: (app: TestApp) => Promise<void>) =>
  Deno.test({ name, ...LONG_LIVED, fn: () => fn(fixture.app) });

async function get(app: TestApp, path: string, headers: Record<string, string> = {}) {
  return await fetch(`${app.url}${path}`, { headers: { Accept: "text/html", ...headers } });
}

// Shop pages need a member: the demo owner, signed in once through the /login form.
let owner: Promise<HttpClient> | null = null;
async function getSignedIn(app: TestApp, path: string, headers: Record<string, string> = {}) {
  owner ??= (async () => {
    const client = new HttpClient(app.url);
    await client.signIn("owner@demo.example", "demo-owner-2026");
    return client;
  })();
  return await (await owner).request(path, { headers: { Accept: "text/html", ...headers } });
}

async function postJson(app: TestApp, path: string, body: string, headers: Record<string, string> = {}) {
  return await fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url, ...headers },
    body,
  });
}

test("/healthz answers 200 when the database and the job queue answer", async (app) => {
  const response = await get(app, "/healthz");
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("Cache-Control"), "no-store");
  assert.deepEqual(await response.json(), { status: "ok", database: "ok", jobs: "ok" });
});

test("the demo shop's inspection types page is rendered on the server from the database", async (app) => {
  const signedOut = await fetch(`${app.url}/demo/inspection-types`, { redirect: "manual" });
  assert.equal(signedOut.status, 307, "a shop's pages are for its members");
  assert.equal(
    signedOut.headers.get("Location"),
    "/login?reason=signin&redirectTo=%2Fdemo%2Finspection-types",
  );
  await signedOut.body?.cancel();

  const response = await getSignedIn(app, "/demo/inspection-types");
  assert.equal(response.status, 200);
  assert.match(response.headers.get("Content-Type") ?? "", /^text\/html/);
  const html = await response.text();
  assert.match(html, /<h1>Inspection types<\/h1>/);
  assert.match(html, /<title>Inspection types — Demo Auto Repair<\/title>/);
  assert.match(html, /Courtesy multi-point inspection/);
  assert.match(html, /Demo Auto Repair/);
  assert.doesNotMatch(html, /2023 checklist/, "inactive types are hidden unless asked for");

  const all = await (await getSignedIn(app, "/demo/inspection-types?showAll=1")).text();
  assert.match(all, /Pre-purchase inspection \(2023 checklist\)/);
});

test("the landing page links to the demo shop where it exists", async (app) => {
  const html = await (await get(app, "/")).text();
  assert.match(html, /<a [^>]*href="\/demo\/inspection-types"[^>]*>Open the demo shop<\/a>/);
});

test("an unknown shop, an unknown page and an unknown /ajax call are 404s in their own format", async (app) => {
  const shop = await getSignedIn(app, "/no-such-shop/inspection-types");
  assert.equal(shop.status, 404);
  assert.match(await shop.text(), /There is no shop at this address/);

  const page = await getSignedIn(app, "/demo/no-such-page");
  assert.equal(page.status, 404);
  assert.match(await page.text(), /Page not found/);

  const call = await get(app, "/ajax/no/such/call", { Accept: "application/json" });
  assert.equal(call.status, 404);
  assert.match(call.headers.get("Content-Type") ?? "", /^application\/json/);
  assert.deepEqual(await call.json(), { message: "There is no call GET /ajax/no/such/call." });

  const asset = await get(app, "/assets/no-such-file.js");
  assert.equal(asset.status, 404);
  await asset.body?.cancel();
});

test("bad JSON to /ajax gets a 4xx with a message the caller can act on", async (app) => {
  const cases: Array<[string, Record<string, string>, number, string]> = [
    ["{not json", {}, 400, "The request body is not valid JSON."],
    ["", {}, 400, "The request body is empty; JSON was expected."],
    ["[1, 2]", {}, 400, "An error report must be a JSON object."],
    [
      "message=hi",
      { "Content-Type": "application/x-www-form-urlencoded" },
      415,
      "Send the request body as JSON (Content-Type: application/json).",
    ],
    [JSON.stringify({ message: "x".repeat(1_100_000) }), {}, 413, "The request body is larger than 1 MB."],
  ];
  for (const [body, headers, status, message] of cases) {
    const response = await postJson(app, "/ajax/misc/errors", body, headers);
    assert.equal(response.status, status, `for body ${body.slice(0, 20)}`);
    assert.deepEqual(await response.json(), { message });
  }
});

test("a client error report is logged with its request id and answered 204", async (app) => {
  const response = await postJson(
    app,
    "/ajax/misc/errors",
    JSON.stringify({
      level: "error",
      message: "TypeError: x is undefined",
      documentUrl: "/demo/inspection-types",
      clientUtcUnixMS: 1_790_000_000_000,
      unrelated: "dropped",
    }),
  );
  assert.equal(response.status, 204);
  const requestId = response.headers.get("X-Request-Id");
  const entry = app.logEntries().find((e) => e.msg === "client error report" && e.requestId === requestId);
  assert.ok(entry, "the report is in the log");
  assert.deepEqual(entry.report, {
    level: "error",
    message: "TypeError: x is undefined",
    documentUrl: "/demo/inspection-types",
    clientUtcUnixMS: 1_790_000_000_000,
  });
});

test("a write from another site is refused; the same origin is let through", async (app) => {
  const body = JSON.stringify({ message: "x" });
  const crossSite = await postJson(app, "/ajax/misc/errors", body, { Origin: "https://attacker.example" });
  assert.equal(crossSite.status, 403);
  assert.deepEqual(await crossSite.json(), {
    message: "This request came from another site and was refused.",
  });

  const fetchMetadata = await fetch(`${app.url}/ajax/misc/errors`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
    body,
  });
  assert.equal(fetchMetadata.status, 403);
  await fetchMetadata.body?.cancel();

  const sameOrigin = await postJson(app, "/ajax/misc/errors", body);
  assert.equal(sameOrigin.status, 204);
});

test("pages carry a CSP whose nonce is on every inline script, and the other security headers", async (app) => {
  const response = await getSignedIn(app, "/demo/inspection-types");
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
  assert.ok(nonce, `no nonce in ${csp}`);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  assert.match(csp, /frame-ancestors 'self'/);
  const html = await response.text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
  assert.ok(inlineScripts.length > 0, "the streamed page has inline scripts");
  for (const [tag, attributes] of inlineScripts) assert.ok(attributes.includes(`nonce="${nonce}"`), tag);
  assert.equal(response.headers.get("X-Content-Type-Options"), "nosniff");
  assert.equal(response.headers.get("Referrer-Policy"), "strict-origin-when-cross-origin");
  assert.equal(response.headers.get("X-Frame-Options"), "SAMEORIGIN");

  const second = await getSignedIn(app, "/demo/inspection-types");
  assert.notEqual(/nonce-([^']+)/.exec(second.headers.get("Content-Security-Policy") ?? "")?.[1], nonce);
  await second.body?.cancel();
});

test("every request is logged as one JSON line with method, path, status, duration and request id", async (app) => {
  const response = await getSignedIn(app, "/demo/inspection-types?showAll=1");
  await response.body?.cancel();
  const requestId = response.headers.get("X-Request-Id");
  const entry = app.logEntries().find((e) => e.msg === "request" && e.requestId === requestId);
  assert.ok(entry);
  assert.equal(entry.method, "GET");
  assert.equal(entry.path, "/demo/inspection-types");
  assert.equal(entry.status, 200);
  assert.equal(typeof entry.durationMs, "number");
});

test("pages and JSON are compressed with brotli or gzip; built assets are cached for a year", async (app) => {
  const brotli = await getSignedIn(app, "/demo/inspection-types", { "Accept-Encoding": "br" });
  assert.equal(brotli.headers.get("Content-Encoding"), "br");
  assert.match(brotli.headers.get("Vary") ?? "", /Accept-Encoding/);
  const html = await brotli.text(); // fetch decodes it; a broken stream would throw here
  assert.match(html, /Inspection types/);

  const gzip = await getSignedIn(app, "/demo/inspection-types", { "Accept-Encoding": "gzip" });
  assert.equal(gzip.headers.get("Content-Encoding"), "gzip");
  await gzip.body?.cancel();

  // The framework's chunk, which every page loads (the entry script itself is under a kilobyte, sent as is).
  const script = /href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(script, "the page loads a built script");
  const asset = await get(app, script, { "Accept-Encoding": "br" });
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
  assert.equal(asset.headers.get("Content-Encoding"), "br");
  const onDisk = await Deno.readFile(
    fileURLToPath(new URL(`../../dist/client${script}.br`, import.meta.url)),
  );
  assert.ok(zlib.brotliDecompressSync(onDisk).length > 1000, "the precompressed copy is a real script");
  await asset.body?.cancel();
});

test("a page that fails shows a plain error page with the request id and no stack trace", async (app) => {
  const failing = await createApp({
    services: app.services,
    pages: { fetch: () => Promise.reject(new Error("boom at renderPage (secret.ts:12:3)")) },
    clientDir: "dist/client",
    devToken: null,
  });
  const response = await failing.request("/demo/inspection-types", { headers: { Accept: "text/html" } });
  assert.equal(response.status, 500);
  const requestId = response.headers.get("X-Request-Id");
  const html = await response.text();
  assert.match(html, /Something went wrong/);
  assert.ok(html.includes(`logged as request ${requestId}`));
  assert.doesNotMatch(html, /boom|secret\.ts/);
  const logged = app.logEntries().find((e) => e.msg === "unhandled error" && e.requestId === requestId);
  assert.match(JSON.stringify(logged), /boom at renderPage/, "the operator gets the details in the log");
});

Deno.test({
  name: "/healthz answers 503 naming the part that failed when the database is gone",
  ...LONG_LIVED,
  async fn() {
    const app = await startTestApp();
    try {
      await app.database.close();
      const response = await get(app, "/healthz");
      assert.equal(response.status, 503);
      const body = await response.json();
      assert.equal(body.status, "unavailable");
      assert.match(body.database, /^failed/);
    } finally {
      await app.close();
    }
  },
});
