// The staff report page in Chromium: a manager sends the report by text message (delivered to the loopback
// SMS endpoint with the link), the status line says so and the history lists the send; a mechanic sees why
// the buttons are off. Screenshots at 1280 and 390, light and dark, each checked by axe.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { type SmsPeer, smsSettings, startSmsPeer } from "../support/message_peers.ts";
import { waitFor } from "../support/wait_for.ts";

let sms: SmsPeer;
let shop: InspectionShop;
let encId: string;
const DESKTOP = { width: 1280, height: 800 };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `report send page: ${name}`, ...LONG_LIVED, fn });

const path = () => `/${shop.shop.uriName}/inspections/${encId}/report`;
const tab = (who: { email: string }) =>
  signedInTab(fixture.browser, fixture.app.url, { email: who.email, password: PASSWORD }, path(), {
    viewport: DESKTOP,
    errors: fixture.consoleErrors,
  });

const fixture = browserFixture({
  async env() {
    sms = await startSmsPeer();
    return smsSettings(sms);
  },
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, app.services.keys, shop, {
      customer: {
        firstName: "Jane",
        lastName: "Driver",
        phoneMobile: "+14155550142",
        email: "jane@driver.example",
      },
    });
    encId = inspection.encId;
    await sql`update inspections set status = 'audited', audited_at = now() where id = ${inspection.id}`;
  },
  async stop() {
    await sms?.close();
  },
});

test("a manager sends it by text message: the status line says so and the history lists it", async () => {
  const { context, page } = await tab(shop.manager);
  assert.equal(await page.getByLabel("E-mail").inputValue(), "jane@driver.example");
  assert.equal(await page.getByLabel("Mobile").inputValue(), "(415) 555-0142");
  assert.equal(await page.locator(".report-tracking").innerText(), "Not sent yet.");
  await page.getByRole("button", { name: "Send text message" }).click();
  await page.locator(".report-send-status").getByText("Report sent by text message to (415) 555-0142.")
    .waitFor();
  const history = page.getByRole("region", { name: "Sent and viewed" });
  await history.getByText("Report sent by text message to (415) 555-0142").waitFor();
  await history.getByText("Maya Manager").waitFor();
  assert.match(await page.locator(".report-tracking").innerText(), /^Sent .+ · not opened yet$/);
  assert.equal(await page.locator(".inspection-status").innerText(), "Report sent");
  const received = await waitFor(
    "the SMS",
    () => Promise.resolve(sms.requests.find((r) => r.to === "+14155550142")),
  );
  assert.ok(
    received.body.endsWith(
      `${fixture.app.services.config.publicUrl}/${shop.shop.uriName}/r/${encId}\nReply STOP to opt out`,
    ),
  );
  assert.equal(
    await page.locator(".report-send-status[role=status][aria-live=polite]").count(),
    1,
    "screen readers hear the answer",
  );
  await context.close();
});

test("a refused send shows the server's words in the status line", async () => {
  const { context, page } = await tab(shop.owner);
  await page.getByLabel("Mobile").fill("555-12");
  await page.getByRole("button", { name: "Send text message" }).click();
  await page.locator(".report-send-status").getByText(
    '"555-12" is not a phone number we can send text messages to.',
  )
    .waitFor();
  await context.close();
});

test("a mechanic sees the preview and why nothing can be sent; the buttons are off", async () => {
  const { context, page } = await tab(shop.mechanic);
  await page.getByText("Only shop owners and managers can send the report to the customer.").waitFor();
  for (const name of ["Send e-mail", "Send text message", "Open in my e-mail app", "Copy link"]) {
    assert.equal(await page.getByRole("button", { name }).isDisabled(), true, name);
  }
  assert.match(
    (await page.locator("iframe[title='Report preview']").getAttribute("src"))!,
    new RegExp(
      `^/r/${encId}/report/html\\?paper=letter&orientation=portrait&fontSize=medium&itemImageSize=medium` +
        "&footerImageSize=small&language=en$",
    ),
  );
  await page.getByLabel("Paper").selectOption("A4");
  await page.getByLabel("Language").selectOption("es");
  assert.match(
    (await page.getByRole("link", { name: "Open PDF" }).getAttribute("href"))!,
    /paper=A4&.*language=es/,
  );
  const frame = page.frameLocator("iframe[title='Report preview']");
  await frame.getByText("Informe de inspección del vehículo", { exact: false }).first().waitFor();
  assert.equal(
    await page.getByRole("link", { name: "Open customer page" }).getAttribute("href"),
    `${fixture.app.services.config.publicUrl}/${shop.shop.uriName}/r/${encId}`,
  );
  assert.match(
    await page.locator("#customer-answers").innerText(),
    /No recommended work on this report: nothing for the customer to approve\./,
  );
  await context.close();
});

test("screenshots at 1280 and 390, light and dark, without accessibility violations", async () => {
  const { context, page } = await tab(shop.manager);
  await screenshots(page, "report-send-page", {
    async check(shown, view) {
      await assertMainAccessible(shown, `the report page at ${view.width}, ${view.colorScheme}`);
    },
  });
  await context.close();
});
