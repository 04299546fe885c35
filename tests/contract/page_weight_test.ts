// Page weight (issue 19), from the build in dist/ as the app serves it, against the ceilings
// (bench/page_weight.ts measures every page the same way for bench/RESULTS.md).
import assert from "node:assert/strict";
import { CEILINGS, pageScripts } from "../../bench/page_weight.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import { inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `page weight: ${name}`, ...LONG_LIVED, fn });
const CLIENT = new URL("../../dist/client/", import.meta.url);
const KB = 1000;

const fixture = appFixture({ roles: ["anonymous"] });

test(`the sign-in page loads at most ${CEILINGS.signInScripts} KB of compressed scripts`, async () => {
  const response = await htmlPage(fixture.sessions.anonymous, "/login");
  assert.equal(response.status, 200);
  const scripts = await pageScripts(await response.text(), CLIENT);
  assert.ok(
    scripts.brotli <= CEILINGS.signInScripts * KB,
    `${scripts.brotli} bytes: ${scripts.files.join(", ")}`,
  );
});

/** A 150-task checklist as its mechanic gets it. */
async function checklistPage(): Promise<string> {
  const shop = await inspectionShop(fixture.sql, { extraTasks: 145 });
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop);
  const mechanic = new HttpClient(fixture.app.url);
  await mechanic.signIn(shop.mechanic.email, PASSWORD);
  const response = await htmlPage(
    mechanic,
    `/${shop.shop.uriName}/inspections/${inspection.encId}/checklist`,
  );
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /Check point 001/, "the page is the checklist");
  return html;
}

test(`a 150-task checklist page is at most ${CEILINGS.checklistPage} KB of HTML and page data`, async () => {
  const bytes = new TextEncoder().encode(await checklistPage()).length;
  assert.ok(bytes <= CEILINGS.checklistPage * KB, `${bytes} bytes`);
});

test(`the checklist loads at most ${CEILINGS.checklistScripts} KB of compressed scripts`, async () => {
  const scripts = await pageScripts(await checklistPage(), CLIENT);
  assert.ok(scripts.files.length > 1, "the page names its scripts");
  assert.ok(
    scripts.brotli <= CEILINGS.checklistScripts * KB,
    `${scripts.brotli} bytes: ${scripts.files.join(", ")}`,
  );
});
