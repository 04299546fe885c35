// Consent for texting on the Report tab, in Chromium: after the customer texts STOP (the SMS provider's
// signed webhook), the tab says the report cannot be sent and why, with every send button off; a customer
// who prefers text messages is offered the text message first. Screenshots at 1280 and 390, light and dark.
import assert from "node:assert/strict";
import { providerSignature } from "../../modules/messaging/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { type SmsPeer, smsSettings, startSmsPeer } from "../support/message_peers.ts";

let sms: SmsPeer;
let shop: InspectionShop;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `texting consent: ${name}`, ...LONG_LIVED, fn });

const fixture = browserFixture({
  async env() {
    sms = await startSmsPeer();
    return smsSettings(sms);
  },
  async setup({ sql }) {
    shop = await inspectionShop(sql);
  },
  async stop() {
    await sms?.close();
  },
});

async function auditedFor(customer: Record<string, string>): Promise<string> {
  const inspection = await newInspection(fixture.sql, fixture.app.services.keys, shop, {
    customer: customer as never,
  });
  await fixture
    .sql`update inspections set status = 'audited', audited_at = now() where id = ${inspection.id}`;
  return inspection.encId;
}

const reportTab = (encId: string) =>
  signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: shop.manager.email, password: PASSWORD },
    `/${shop.shop.uriName}/inspections/${encId}/report`,
    { viewport: { width: 1280, height: 800 }, errors: fixture.consoleErrors },
  );

test("after a STOP texted back, the Report tab says why nothing can be sent and every send is off", async () => {
  const encId = await auditedFor({ firstName: "Stella", lastName: "Stopped", phoneMobile: "+14155550123" });
  const params = new URLSearchParams({ From: "+14155550123", To: sms.provider.from, Body: "Stop" });
  const url = `${fixture.app.services.config.publicUrl}/ajax/sms/inbound`;
  const answer = await fetch(`${fixture.app.url}/ajax/sms/inbound`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": providerSignature(sms.provider.password, url, params),
    },
    body: params,
  });
  assert.equal(answer.status, 200);
  await answer.body?.cancel();

  const { context, page } = await reportTab(encId);
  const notice = page.locator("#report-send-blocked");
  assert.match(
    await notice.innerText(),
    /^The customer asked not to be contacted: the report cannot be sent\. Replied STOP to a text message from \+1 415 555 0123 \(.+\)\.$/,
  );
  for (const name of ["Send e-mail", "Open in my e-mail app", "Send text message", "Copy link"]) {
    assert.equal(await page.getByRole("button", { name }).isDisabled(), true, name);
  }
  await screenshots(page, "sms-consent-refused", {
    part: page.locator(".report-send"),
    check: (tab, view) => assertMainAccessible(tab, `${view.width} ${view.colorScheme}`),
  });
  await context.close();
});

test("a customer who prefers text messages is offered the text message first", async () => {
  const encId = await auditedFor({
    firstName: "Tess",
    lastName: "Texter",
    phoneMobile: "+14155550124",
    email: "tess@texter.example",
    contactPref: "sms",
  });
  const { context, page } = await reportTab(encId);
  await page.getByText("The customer prefers text messages.").waitFor();
  const buttons = await page.locator(".report-send button").allInnerTexts();
  assert.ok(buttons.indexOf("Send text message") < buttons.indexOf("Send e-mail"), buttons.join(", "));
  assert.match(
    (await page.getByRole("button", { name: "Send text message" }).getAttribute("class"))!,
    /primary/,
  );
  assert.doesNotMatch(
    (await page.getByRole("button", { name: "Send e-mail" }).getAttribute("class"))!,
    /primary/,
  );
  await screenshots(page, "sms-consent-prefers-text", { part: page.locator(".report-send") });
  await context.close();
});
