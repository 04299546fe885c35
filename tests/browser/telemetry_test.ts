// Error reporting and page tracking in Chromium, on the gallery's telemetry section: a thrown error is
// stored with the page's build version and shows on the Client errors page for a platform admin but not for
// the shop owner; a failed report falls back to the beacon and a local note; the page's tracking events
// (init, load, pagehide, the "send now" ping) arrive. Screenshots of the section and the admin page.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { setPlatformAdmin } from "../../modules/accounts/mod.ts";
import { createUser } from "../../modules/shops/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { signIn, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { waitFor } from "../support/wait_for.ts";

let owner: Page;
const ADMIN = { email: "support@platform.example", password: "platform-admin-2026" };
const THROWN = "Gallery test error: thrown on purpose";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `telemetry: ${name}`, ...LONG_LIVED, fn });

async function newPage(
  options: { viewport?: { width: number; height: number }; colorScheme?: "light" | "dark" } = {},
): Promise<[BrowserContext, Page]> {
  const context = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? "light",
  });
  const page = await context.newPage();
  page.on("console", (message) => message.type() === "error" && fixture.consoleErrors.push(message.text()));
  page.on("pageerror", (error) => error.message !== THROWN && fixture.consoleErrors.push(error.message));
  return [context, page];
}

async function openGallery(page: Page): Promise<void> {
  await page.goto(`${fixture.app.url}/demo/gallery`);
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("#telemetry").getByText("every 60 s").waitFor();
}

function reportsLike(message: string) {
  return fixture.sql<
    {
      kind: string;
      user_id: number | null;
      shop_id: number | null;
      document_url: string;
      report: Record<string, unknown>;
    }[]
  >`select kind, user_id, shop_id, document_url, report from client_error_reports
    where message like ${`%${message}%`} order by id`;
}

// The refused report (503) and the beacon's empty answer are expected; the thrown error is filtered above.
const fixture = browserFixture({
  expectedErrors: /status of (503|404)|Rejected while reports are down|Refused to execute script/,
  async setup({ app, sql }) {
    const [{ id: shopId }] = await sql<{ id: number }[]>`select id from shops where uri_name = 'demo'`;
    await createUser(sql, {
      shopId,
      email: ADMIN.email,
      displayName: "Pat Platform",
      roles: { isAdministrator: false, isManager: false, isMechanic: true },
      password: ADMIN.password,
    });
    await setPlatformAdmin(sql, ADMIN.email, true);
    [, owner] = await newPage();
    await signIn(owner, app.url, "owner@demo.example", "demo-owner-2026");
  },
});

/** The owner's gallery has thrown its test error and the report is stored. */
async function thrownErrorReported(): Promise<void> {
  if ((await reportsLike(THROWN)).length > 0) return;
  await openGallery(owner);
  await owner.getByRole("button", { name: "Throw an error" }).click();
  await waitFor("the report to be stored", async () => (await reportsLike(THROWN)).length > 0);
}

test("a thrown error is reported with every field and the build's version", async () => {
  await openGallery(owner);
  await owner.getByRole("button", { name: "Throw an error" }).click();
  await owner.getByText("An error was thrown and reported to the platform admins.").waitFor();
  const [row] = await waitFor("the report to be stored", async () => {
    const rows = await reportsLike(THROWN);
    return rows.length > 0 && rows;
  });
  const [{ id: ownerId }] = await fixture.sql`select id from users where email = 'owner@demo.example'`;
  assert.equal(row.kind, "report");
  assert.equal(row.user_id, ownerId);
  assert.notEqual(row.shop_id, null);
  assert.equal(new URL(row.document_url).pathname, "/demo/gallery");
  const { report } = row;
  for (
    const field of [
      "clientUtcUnixMS",
      "versionCommit",
      "versionUnix",
      "level",
      "message",
      "errorEvent",
      "error",
      "errorEventFallback",
      "errorFallback",
      "callerStack",
      "documentMethod",
      "documentUrl",
      "documentReferer",
      "clientHints",
      "scriptElements",
      "requestLog",
      "globalContext",
    ]
  ) {
    assert.ok(field in report, `the report has ${field}`);
  }
  assert.match(String(report.versionCommit), /^[0-9a-f]{40}$/, "the build knows its commit");
  assert.ok(Number(report.versionUnix) > 1_600_000_000);
  assert.match(String(report.error), /"message":"Gallery test error: thrown on purpose"/);
  assert.match(String(report.errorFallback), /Gallery test error/);
});

test("when the report fails, the beacon lands and the browser keeps a meta error", async () => {
  await openGallery(owner);
  await owner.route("**/ajax/misc/errors", (route) => route.fulfill({ status: 503, body: "down" }));
  await owner.evaluate(() => setTimeout(() => Promise.reject(new Error("Rejected while reports are down"))));
  const [row] = await waitFor("the beacon to be stored", async () => {
    const rows = await reportsLike("Rejected while reports are down");
    return rows.length > 0 && rows;
  });
  await owner.unroute("**/ajax/misc/errors");
  assert.equal(row.kind, "beacon");
  assert.equal(new URL(row.document_url).pathname, "/demo/gallery", "the page, from the script's referrer");
  assert.deepEqual(row.report, {
    originalError: "Unhandled promise rejection: Error: Rejected while reports are down",
    metaError: "The report was answered 503.",
  });
  const local = await owner.evaluate(() => ({
    metaErrors: JSON.parse(localStorage.getItem("Rss-MetaErrors") ?? "[]"),
    cookie: document.cookie,
  }));
  assert.equal(local.metaErrors.at(-1).metaError, "The report was answered 503.");
  assert.match(local.cookie, /(^|; )Rss-HasMetaError=true(;|$)/);
});

test("the gallery's tracking events arrive: init, load, a ping sent now, and pagehide on leaving", async () => {
  // This page load's init, not one of an earlier test's gallery (which may still be the newest when asked).
  const [{ before }] = await fixture.sql<{ before: number }[]>`
    select coalesce(max(id), 0)::int as before from page_open_events`;
  await openGallery(owner);
  const initRow = await waitFor("the init event", async () => {
    const [row] = await fixture.sql<{ pageLoadId: string }[]>`
      select page_load_id as "pageLoadId" from page_open_events
      where page_event = 'init' and location like '%/demo/gallery' and id > ${before}
      order by id desc limit 1`;
    return row;
  });
  await owner.getByRole("button", { name: "Send a tracking event now" }).click();
  await owner.getByText("Sent: the server answered 204.").waitFor();
  await owner.goto(`${fixture.app.url}/demo`);
  const events = await waitFor("the pagehide event", async () => {
    const rows = await fixture.sql<{ page_event: string; send_mode: string; page_name: string }[]>`
      select page_event, send_mode, page_name from page_open_events
      where page_load_id = ${initRow.pageLoadId} order by id`;
    return rows.some((row) => row.page_event === "pagehide") && rows;
  });
  const seen = events.map((row) => `${row.page_event}/${row.send_mode}`);
  for (const expected of ["init/fetch", "load/fetch", "ping/fetch", "pagehide/fetch-keep-alive"]) {
    assert.ok(seen.includes(expected), `${expected} in ${seen.join(", ")}`);
  }
  assert.ok(events.every((row) => row.page_name === "inspectionChecklist"));
});

test("the Client errors page lists the report for a platform admin, not for the shop owner", async () => {
  await thrownErrorReported();
  await owner.goto(`${fixture.app.url}/admin/client-errors`);
  await owner.getByRole("heading", { name: "Page not found" }).waitFor();
  assert.equal(await owner.getByText(THROWN).count(), 0);

  const [adminContext, admin] = await newPage();
  await signIn(admin, fixture.app.url, ADMIN.email, ADMIN.password);
  await admin.goto(`${fixture.app.url}/admin/client-errors`);
  await admin.waitForSelector("html[data-hydrated]");
  const row = admin.locator("tbody tr", { hasText: THROWN });
  await row.waitFor();
  await row.getByText("All fields").click();
  await row.getByText("versionCommit").waitFor();
  assert.match(await row.textContent() ?? "", /\/demo\/gallery/);
  await adminContext.close();
});

test("screenshots of the gallery section and the Client errors page, 1280 and 390 wide, light and dark", async () => {
  await thrownErrorReported();
  const [context, page] = await newPage();
  await signIn(page, fixture.app.url, ADMIN.email, ADMIN.password);
  await openGallery(page);
  await screenshots(page, "telemetry-section", { part: page.locator("#telemetry") });
  await page.goto(`${fixture.app.url}/admin/client-errors`);
  await page.waitForSelector("html[data-hydrated]");
  await page.locator("tbody tr", { hasText: THROWN }).getByText("All fields").click();
  await screenshots(page, "client-errors");
  await context.close();
});
