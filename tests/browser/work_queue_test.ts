// The advisers' work queue follows the customer (issue 22, decision 032): an adviser has the inspections list
// open at the desk; the customer approves every recommended item on the report from their phone; the row
// turns Approved, with the amount, without the adviser reloading, and a notice above the queue tells the
// adviser until dismissed. Then the list's filter finds it.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { type InspectionShop, PASSWORD } from "../support/inspection_shop.ts";
import { reportFormToken, reportInspection } from "../support/report_inspection.ts";

let shop: InspectionShop;
let encId: string;
const errors: string[] = [];

const fixture = browserFixture({
  async setup({ app, sql }) {
    const made = await reportInspection(app, { video: false });
    ({ shop, encId } = made);
    await sql`update inspections set status = 'reportSent', report_sent_at = now() where id = ${made.inspectionId}`;
  },
});

Deno.test({
  name: "work queue: a customer's approval turns the adviser's open list to Approved, live",
  ...LONG_LIVED,
  async fn() {
    const { context, page } = await signedInTab(
      fixture.browser,
      fixture.app.url,
      { email: shop.manager.email, password: PASSWORD },
      `/${shop.shop.uriName}/inspections`,
      { viewport: { width: 1280, height: 900 }, errors },
    );
    const row = page.getByRole("row").filter({ hasText: "2019 Honda Civic" });
    await row.getByText("Report sent").waitFor();
    assert.equal(await row.locator(".answer-badge").count(), 0, "nothing answered yet");
    // The page the adviser is on stays the same document: what changes is its data.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const customer = new HttpClient(fixture.app.url);
    const reportPath = `/r/${encId}`;
    const html = await (await customer.request(reportPath)).text();
    const answered = await customer.request(reportPath, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken: reportFormToken(html),
        [`answer-${shop.tasks.pads}`]: "approved",
        [`answer-${shop.tasks.tread}`]: "approved",
        [`answer-${shop.tasks.wipers}`]: "approved",
      }),
    });
    await answered.body?.cancel();
    assert.equal(answered.status, 303);

    await row.locator(".answer-badge", { hasText: "Approved" }).waitFor();
    assert.match(await row.innerText(), /\$327\.50 approved/);
    assert.equal(await page.evaluate(() => "stillTheSamePage" in window), true, "no reload");
    // The adviser is told above the queue, with what it comes to and the way to the report.
    const notices = page.getByRole("status", { name: "Customers answered" });
    await notices.getByText("Jane Driver (2019 Honda Civic): Approved, $327.50 approved").waitFor();
    assert.equal(
      await notices.getByRole("link", { name: "Open" }).getAttribute("href"),
      `/${shop.shop.uriName}/inspections/${encId}/report`,
    );
    await screenshots(page, "work-queue-approved");
    await notices.getByRole("button", { name: "Dismiss" }).click();
    assert.equal(await notices.locator("li").count(), 0, "dismissed");
    await page.reload();
    await row.locator(".answer-badge", { hasText: "Approved" }).waitFor();
    assert.equal(await notices.locator("li").count(), 0, "stays dismissed on this device");

    await page.getByLabel("Customer's answer").selectOption("declined");
    await page.getByText("No inspections match these filters.").waitFor();
    await page.getByLabel("Customer's answer").selectOption("approved");
    await row.locator(".answer-badge", { hasText: "Approved" }).waitFor();
    assert.match(page.url(), /answer=approved/);
    await context.close();
    assert.deepEqual(errors, []);
  },
});
