// The customer report end to end (issue 8's "done when"): a manager sends the report by text message to the
// loopback SMS endpoint; the customer opens the link from the message on a phone-sized screen, looks at a
// photo full screen, plays the video, approves two items and declines one with a note and a signature; the
// staff report page then shows the answers and that the customer opened it: one story, so one test whose
// stages are its steps. Screenshots of the customer page
// at 390 and 1280, light and dark, with axe.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { accessibilityViolations } from "../support/axe.ts";
import { screenshotPath, signedInTab, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, PASSWORD } from "../support/inspection_shop.ts";
import { reportInspection } from "../support/report_inspection.ts";
import { type SmsPeer, smsSettings, startSmsPeer } from "../support/message_peers.ts";
import { waitFor } from "../support/wait_for.ts";

let sms: SmsPeer;
let shop: InspectionShop;
let encId: string;
let link: string;
const errors: string[] = [];

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `customer report (browser): ${name}`, ...LONG_LIVED, fn });

async function phone(colorScheme: "light" | "dark" = "light", width = 390): Promise<Page> {
  const context = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    colorScheme,
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  return page;
}

const fixture = browserFixture({
  async env() {
    sms = await startSmsPeer();
    return smsSettings(sms);
  },
  async setup({ app, sql }) {
    const made = await reportInspection(app, { video: true });
    ({ shop, encId } = made);
    await sql`update inspections set status = 'audited', audited_at = now() where id = ${made.inspectionId}`;
  },
  async stop() {
    await sms?.close();
  },
});

test("the manager texts the report; the customer opens it on a phone, answers, and the staff page shows it", async (t) => {
  await t.step({
    name: "the manager sends the report by text message, and the message carries the link",
    ...LONG_LIVED,
    fn: async () => {
      const { context, page } = await signedInTab(
        fixture.browser,
        fixture.app.url,
        { email: shop.manager.email, password: PASSWORD },
        `/${shop.shop.uriName}/inspections/${encId}/report`,
        { viewport: { width: 1280, height: 900 }, errors },
      );
      await page.getByRole("button", { name: "Send text message" }).click();
      await page.getByRole("status").filter({ hasText: "Report sent by text message" }).waitFor();
      await context.close();
      const [message] = await waitFor(
        "the text message",
        () => Promise.resolve(sms.requests.length > 0 && sms.requests),
      );
      assert.equal(message.to, "+14155550142");
      assert.match(message.body, /Bay Street Auto/);
      assert.match(message.body, /2019 Honda Civic/);
      const sent = new URL(/https?:\/\/\S+/.exec(message.body)![0]);
      assert.equal(sent.origin, new URL(fixture.app.services.config.publicUrl).origin);
      assert.equal(sent.pathname, `/${shop.shop.uriName}/r/${encId}`);
      // The test app listens on a port picked at start, after its public address was set: same path, its port.
      link = new URL(`${sent.pathname}${sent.search}`, fixture.app.url).href;
    },
  });
  await t.step({
    name: "on a phone, the customer opens the link, looks at the photo and plays the video",
    ...LONG_LIVED,
    fn: async () => {
      const page = await phone();
      await page.goto(link);
      await page.getByRole("heading", { level: 1, name: "2019 Honda Civic" }).waitFor();
      const call = page.getByRole("link", { name: "Call Bay Street Auto" });
      assert.equal(await call.getAttribute("href"), "tel:4155550100");
      assert.equal(
        await call.evaluate((link) => getComputedStyle(link).backgroundColor),
        "rgb(15, 118, 110)",
        "the call button wears the shop's colour",
      );
      const pads = page.getByRole("article", { name: "Front brake pads" });
      await pads.getByRole("img", { name: "Photo 1 of Front brake pads" }).click();
      const viewer = page.locator("dialog#viewer");
      await viewer.waitFor({ state: "visible" });
      const large = await pads.locator("a.picture").getAttribute("data-large");
      const thumbnail = await pads.locator("a.picture img").getAttribute("src");
      assert.notEqual(large, thumbnail);
      // The thumbnail shows at once; the large view takes its place once it has arrived.
      await page.waitForFunction(
        (wanted) =>
          (document.querySelector("dialog#viewer img") as HTMLImageElement).currentSrc.endsWith(wanted!),
        large,
      );
      assert.ok(
        await viewer.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      );
      await page.screenshot({ path: await screenshotPath("customer-report-photo-390") });
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "hidden" });

      await page.getByRole("article", { name: "Wiper blades" }).getByRole("link", { name: /Play video/ })
        .click();
      const video = page.locator("video");
      await video.waitFor();
      const played = await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise((resolve) => setTimeout(resolve, 700));
        v.pause();
        return { time: v.currentTime, width: v.videoWidth, src: v.currentSrc };
      });
      assert.ok(played.time > 0.2, `the video played: ${played.time}s`);
      assert.equal(played.width, 320);
      await page.screenshot({ path: await screenshotPath("customer-report-video-390") });
      await page.getByRole("link", { name: /Back to the report/ }).click();
      await page.getByRole("heading", { level: 1, name: "2019 Honda Civic" }).waitFor();
      await page.context().close();
    },
  });
  await t.step({
    name: "the customer approves two items and declines one, with a note and a signature",
    ...LONG_LIVED,
    fn: async () => {
      // The manager has the report page open while the customer answers.
      staff = await signedInTab(
        fixture.browser,
        fixture.app.url,
        { email: shop.manager.email, password: PASSWORD },
        `/${shop.shop.uriName}/inspections/${encId}/report`,
        { viewport: { width: 1280, height: 900 }, errors },
      );
      await staff.page.getByText("The customer has not answered yet.").waitFor();
      const page = await phone();
      await page.goto(link);
      const answer = async (item: string, choice: "Approve" | "Decline") => {
        const article = page.getByRole("article", { name: item });
        await article.getByRole("radio", { name: choice }).check();
        await article.getByText(choice === "Approve" ? "Approved" : "Declined", { exact: true }).waitFor();
      };
      await answer("Front brake pads", "Approve");
      await answer("Tire tread depth", "Approve");
      await answer("Wiper blades", "Decline");
      assert.equal(
        await page.locator("[data-approved-total]").innerText(),
        "$285.50",
        "the total follows the choices",
      );
      await page.getByLabel("A note for the shop (optional)").fill("Please call before 5");
      await page.getByLabel("Your name (optional)").fill("Jane Driver");
      await page.locator("#signature-pad").scrollIntoViewIfNeeded();
      const pad = await page.locator("#signature-pad").boundingBox();
      await page.mouse.move(pad!.x + 20, pad!.y + 40);
      await page.mouse.down();
      await page.mouse.move(pad!.x + 120, pad!.y + 70, { steps: 5 });
      await page.mouse.move(pad!.x + 200, pad!.y + 30, { steps: 5 });
      await page.mouse.up();
      await page.getByRole("button", { name: "Send my answer" }).click();
      await page.getByRole("status").filter({ hasText: "Thank you. Bay Street Auto has your answer." })
        .waitFor();
      assert.equal(
        await page.getByRole("article", { name: "Front brake pads" }).getByRole("radio", { name: "Approve" })
          .isChecked(),
        true,
      );
      await page.screenshot({ path: await screenshotPath("customer-report-answered-390"), fullPage: true });
      await page.context().close();
      assert.deepEqual(errors, []);
    },
  });
  await t.step({
    name: "the open staff report page shows the answers, without a reload, and that the customer opened it",
    ...LONG_LIVED,
    fn: async () => {
      const { context, page } = staff;
      const answers = page.getByRole("region", { name: "Customer's answers" });
      await answers.getByRole("row", { name: /Front brake pads/ }).waitFor();
      const row = (name: string) => answers.getByRole("row", { name: new RegExp(name) });
      assert.match(await row("Front brake pads").innerText(), /Approved\s+\$189\.50/);
      assert.match(await row("Tire tread depth").innerText(), /Approved\s+\$96\.00/);
      assert.match(await row("Wiper blades").innerText(), /Declined\s+\$42\.00/);
      assert.match(await answers.innerText(), /Please call before 5/);
      assert.equal(await answers.getByRole("img", { name: "Signature of Jane Driver" }).count(), 1);
      assert.match(await page.locator(".report-tracking").innerText(), /[Vv]iewed/);
      await page.screenshot({
        path: await screenshotPath("customer-report-staff-answers-1280"),
        fullPage: true,
      });
      await context.close();
    },
  });
});

let staff: { context: BrowserContext; page: Page };

test("the customer page at 1280 and 390, light and dark, passes axe", async () => {
  const page = await phone();
  await page.goto(new URL(`/${shop.shop.uriName}/r/${encId}`, fixture.app.url).href);
  await screenshots(page, "customer-report", {
    async check(shown, view) {
      assert.deepEqual(
        await accessibilityViolations(shown, { only: "all" }),
        "",
        `the customer report at ${view.width}, ${view.colorScheme}`,
      );
    },
  });
  await page.context().close();
});
