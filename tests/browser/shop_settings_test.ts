// The shop's settings in a browser (issue 21 item 1's "done when"): the owner sets Pacific time, euros, a 20%
// tax, Spanish for customers and a new accent colour with seed 001's controls, picks a logo that is too
// narrow (the seed's message, and nothing is sent), and saves; the customer's report then opens in Spanish,
// with amounts in euros and its date in Pacific time. Screenshots of /account at 1280 and 390, light and
// dark.
import assert from "node:assert/strict";
import sharp from "sharp";
import { LONG_LIVED } from "../support/app.ts";
import { assertMainAccessible } from "../support/axe.ts";
import { signedInTab, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, PASSWORD } from "../support/inspection_shop.ts";
import { reportInspection } from "../support/report_inspection.ts";

let shop: InspectionShop;
let encId: string;
const errors: string[] = [];

const test = (name: string, fn: (t: Deno.TestContext) => Promise<void>) =>
  Deno.test({ name: `shop settings (browser): ${name}`, ...LONG_LIVED, fn });

const fixture = browserFixture({
  async setup({ app, sql }) {
    const made = await reportInspection(app, { video: false });
    ({ shop, encId } = made);
    // Started at 06:00 UTC: the evening before in Los Angeles, already the next day in New York.
    await sql`update inspections set created_at = '2026-03-01T06:00:00Z' where id = ${made.inspectionId}`;
  },
});

/** The accent property the picker puts on the shop's pages ('' when none is set there). */
function schemeAccent(page: import("playwright-core").Page): Promise<string> {
  return page.evaluate(() =>
    document.querySelector<HTMLElement>(".accent-scope")?.style.getPropertyValue("--scheme-accent") ?? ""
  );
}

test("the owner sets time, money, languages, colour and a logo; the customer's report follows", async (t) => {
  const { context, page } = await signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: shop.owner.email, password: PASSWORD },
    `/${shop.shop.uriName}/account`,
    { viewport: { width: 1280, height: 900 }, errors },
  );
  await t.step({
    name: "the fields, the tax rate and the languages",
    ...LONG_LIVED,
    fn: async () => {
      await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
      await page.getByLabel("Time zone").selectOption("America/Los_Angeles");
      await page.getByLabel("Currency", { exact: true }).selectOption("EUR");
      await page.getByRole("button", { name: "Add a tax rate" }).click();
      await page.getByLabel("Tax name").fill("IVA");
      await page.getByLabel("Percent").fill("20");
      await page.getByLabel("Customer language").selectOption("es-MX");
      await page.getByRole("textbox", { name: "Text message", exact: true }).fill(
        "{shopName}: {vehicle} listo. {link}",
      );
      await page.getByText("Bay Street Auto: 2019 Honda Civic listo. https://example.com/r/sample").waitFor();
    },
  });
  await t.step({
    name: "a named scheme ticks the box and fills the colour; the colour applies live; unticking removes it",
    ...LONG_LIVED,
    fn: async () => {
      const hasAccent = page.getByLabel("Use the shop's own accent colour");
      const colour = page.getByRole("textbox", { name: "Colour", exact: true });
      await page.getByRole("button", { name: "Racing red" }).click();
      assert.equal(await hasAccent.isChecked(), true);
      assert.equal(await colour.inputValue(), "#c62828");
      assert.equal(await schemeAccent(page), "#c62828");
      await colour.fill("#6a1b9a");
      assert.equal(await schemeAccent(page), "#6a1b9a", "the input's colour applies at once");
      await hasAccent.uncheck();
      assert.equal(await schemeAccent(page), "", "unticking removes the scheme");
      await hasAccent.check();
      assert.equal(await schemeAccent(page), "#6a1b9a");
    },
  });
  await t.step({
    name: "a logo that is too narrow shows the seed's message and is not sent",
    ...LONG_LIVED,
    fn: async () => {
      const narrow = await sharp({
        create: { width: 120, height: 60, channels: 3, background: "#0f766e" },
      }).png().toBuffer();
      await page.getByLabel("Choose a new logo").setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: narrow,
      });
      await page.getByText("The uploaded image is 120px wide. It must be 300px wide.").waitFor();
      await page.getByText("The uploaded image is 60px tall. It should be 80px tall.").waitFor();
      const [{ n }] = await fixture.sql<{ n: number }[]>`
        select count(*)::int as n from assets where shop_id = ${shop.shop.id} and subclass = 'ShopAsset'`;
      assert.equal(n, 0, "a picture under the enforced width is not uploaded");
    },
  });
  await t.step({
    name: "a logo wide enough goes up through the shop's pictures and becomes the shop's logo",
    ...LONG_LIVED,
    fn: async () => {
      const wide = await sharp({
        create: { width: 400, height: 120, channels: 3, background: "#0f766e" },
      }).png().toBuffer();
      await page.getByLabel("Choose a new logo").setInputFiles({
        name: "logo-wide.png",
        mimeType: "image/png",
        buffer: wide,
      });
      await page.getByRole("img", { name: "The shop's logo" }).waitFor();
      assert.equal(await page.getByText(/The uploaded image is/).count(), 0, "no message for a good logo");
      const assets = await fixture.sql<{ purpose: string }[]>`
        select purpose from assets where shop_id = ${shop.shop.id} and subclass = 'ShopAsset'`;
      assert.deepEqual(assets.map((asset) => asset.purpose), ["logo"]);
    },
  });
  await t.step({
    name: "saved: the trail says what changed; screenshots",
    ...LONG_LIVED,
    fn: async () => {
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByRole("status").filter({ hasText: "Settings saved." }).waitFor();
      await page.reload();
      await page.getByRole("cell", { name: /currency from USD to EUR/ }).waitFor();
      const [stored] = await fixture.sql<Record<string, unknown>[]>`
        select time_zone, currency, customer_language, accent_color, tax_rates from shops
        where id = ${shop.shop.id}`;
      assert.deepEqual(stored, {
        time_zone: "America/Los_Angeles",
        currency: "EUR",
        customer_language: "es-MX",
        accent_color: "#6a1b9a",
        tax_rates: [{ name: "IVA", percent: 20 }],
      });
      await screenshots(page, "shop-settings", {
        check: (page, view) => assertMainAccessible(page, `/account at ${view.width}, ${view.colorScheme}`),
      });
    },
  });
  await t.step({
    name: "a stale save shows the other person's values and writes nothing",
    ...LONG_LIVED,
    fn: async () => {
      // Someone else saves meanwhile (the version moves on).
      await fixture.sql`
        update shops set labour_rate = 110, version = version + 1 where id = ${shop.shop.id}`;
      await page.getByLabel(/Labor rate/).fill("95");
      await page.getByRole("button", { name: "Save settings" }).click();
      const conflict = page.locator(".customer-conflict");
      await conflict.getByText("Someone else changed the shop's settings").waitFor();
      await conflict.getByRole("row", { name: /labor rate 110 95/ }).waitFor();
      const [{ rate }] = await fixture.sql<{ rate: number }[]>`
        select labour_rate::float8 as rate from shops where id = ${shop.shop.id}`;
      assert.equal(rate, 110, "nothing written");
      await screenshots(page, "shop-settings-conflict", { part: conflict });
      await conflict.getByRole("button", { name: "Use theirs" }).click();
      assert.equal(await page.getByLabel(/Labor rate/).inputValue(), "110");
      await context.close();
    },
  });
  await t.step({
    name: "the customer's report: Spanish, euros, Pacific time",
    ...LONG_LIVED,
    fn: async () => {
      const customer = await fixture.browser.newContext({
        userAgent: USER_AGENT,
        viewport: { width: 390, height: 844 },
      });
      const report = await customer.newPage();
      await report.goto(`${fixture.app.url}/${shop.shop.uriName}/r/${encId}`);
      assert.equal(await report.locator("html").getAttribute("lang"), "es");
      await report.getByText("Requiere atención ahora").first().waitFor();
      await report.getByText("€189.50").first().waitFor();
      await report.getByText(/28 de febrero de 2026/).first().waitFor();
      assert.equal(await report.getByText("$189.50").count(), 0);
      // Approving the first repair totals it on the phone, in euros too, with the shop's 20% tax (parts €189.50).
      await report.locator("input[value=approved]").first().check();
      assert.equal(await report.locator("[data-approved-total]").textContent(), "€227.40");
      await customer.close();
    },
  });
  assert.deepEqual(errors, []);
});
