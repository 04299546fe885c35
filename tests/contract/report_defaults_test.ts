// The customer report's defaults on /account (issue 22: "Checked and good" counts every pass, and listing
// them is a shop setting), over real HTTP: an owner turns "List passed items" off; a new inspection's report
// then lists no pass but its summary still counts it; an inspection whose adviser chose to list passes keeps
// that choice; the save is in the shop's trail; a manager reads the setting but cannot change it.
import assert from "node:assert/strict";
import { saveItems } from "../../modules/inspections/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { USER_AGENT } from "../support/browser.ts";
import { HttpClient } from "../support/http_client.ts";
import { accessOf, type InspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { reportInspection } from "../support/report_inspection.ts";

let shop: InspectionShop;
let encId: string;
let owner: HttpClient;
let manager: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `report defaults: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  async setup({ app }) {
    ({ shop, encId, manager } = await reportInspection(app, { video: false }));
    owner = new HttpClient(app.url);
    await owner.signIn(shop.owner.email, PASSWORD);
    await owner.page("/login");
    await manager.page("/login");
  },
});

const savePath = () => `/ajax/shop-settings?shop=${shop.shop.uriName}`;
const settingsPath = () => `/${shop.shop.uriName}/account`;

/** The save's body as the page reads it: the stored settings, with the customer report's defaults. */
async function settingsBody(): Promise<Record<string, unknown>> {
  const { html } = await owner.page(settingsPath());
  assert.match(html, /The customer report/);
  const [row] = await fixture.sql<Record<string, unknown>[]>`
    select name, phone, email, address, website, time_zone as "timeZone", country, currency,
      tax_rates as "taxRates", labour_rate::float8 as "labourRate", staff_language as "staffLanguage",
      customer_language as "customerLanguage", accent_color as "accentColor",
      report_email_subject as "reportEmailSubject", report_email_body as "reportEmailBody",
      report_sms_text as "reportSmsText", report_print_options as options, version
    from shops where id = ${shop.shop.id}`;
  const { options, ...settings } = row as { options: Record<string, unknown> };
  const flag = (name: string, otherwise: boolean) =>
    typeof options[name] === "boolean" ? options[name] as boolean : otherwise;
  return {
    ...settings,
    printDefaults: {
      paper: options.paper ?? "letter",
      orientation: options.orientation ?? "portrait",
      fontSize: options.fontSize ?? "medium",
      itemImageSize: options.itemImageSize ?? "medium",
      footerImageSize: options.footerImageSize ?? "small",
    },
    reportDefaults: {
      showPassedItems: flag("showPassedItems", true),
      showPrices: flag("showPrices", true),
      showTechnicianNotes: flag("showTechnicianNotes", false),
    },
  };
}

async function saveDefaults(client: HttpClient, reportDefaults: Record<string, boolean>) {
  const body = await settingsBody();
  return await client.call(savePath(), "POST", {
    ...body,
    reportDefaults: { ...(body.reportDefaults as object), ...reportDefaults },
  });
}

/** The customer's report of an inspection, as a phone opens it. */
async function report(enc: string): Promise<string> {
  const response = await new HttpClient(fixture.app.url).request(`/${shop.shop.uriName}/r/${enc}`, {
    headers: { Accept: "text/html", "User-Agent": USER_AGENT },
  });
  assert.equal(response.status, 200);
  return await response.text();
}

const summaryOf = (html: string) => /<section class="summary"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

/** A new inspection with the pads failed and the horn (told "always") passed. */
async function inspectionWithAPass(): Promise<string> {
  const { sql, keys } = fixture.app.services;
  const inspection = await newInspection(sql, keys, shop);
  await saveItems(sql, await accessOf(sql, keys, inspection.encId, shop.manager), [
    { taskId: shop.tasks.pads, itemVersion: 1, result: "fail", price: 120 },
    { taskId: shop.tasks.horn, itemVersion: 1, result: "pass" },
  ], "");
  return inspection.encId;
}

async function chooseOptions(enc: string, options: Record<string, boolean>): Promise<void> {
  const response = await manager.call(`/ajax/inspections/${enc}/report-options`, "POST", {
    inspectionVersion: await inspectionVersion(enc),
    ...options,
  });
  assert.equal(response.status, 200, await response.clone().text());
}

async function inspectionVersion(enc: string): Promise<number> {
  const { keys } = fixture.app.services;
  const access = await accessOf(fixture.app.services.sql, keys, enc, shop.manager);
  return access.inspection.version;
}

test("a manager reads the setting but cannot change it (403), and nothing is written", async () => {
  const { html } = await manager.page(settingsPath());
  assert.match(html, /List passed items/);
  assert.match(html, /id="settings-report-showPassedItems"[^>]*checked/, "the app's default: listed");
  const [before] = await fixture.sql<{ version: number }[]>`
    select version from shops where id = ${shop.shop.id}`;
  const refused = await saveDefaults(manager, { showPassedItems: false });
  assert.equal(refused.status, 403);
  assert.match(await refused.text(), /owner/i);
  const [after] = await fixture.sql<{ version: number }[]>`
    select version from shops where id = ${shop.shop.id}`;
  assert.equal(after.version, before.version);
  assert.match(await report(encId), /Horn works/, "still listed");
});

test("an owner turns listing passes off: a new report lists none, its summary still counts them", async () => {
  // The adviser of this inspection chose to list passes before the owner's change.
  const chosen = await inspectionWithAPass();
  await chooseOptions(chosen, { showPassedItems: false });
  await chooseOptions(chosen, { showPassedItems: true });
  const saved = await saveDefaults(owner, { showPassedItems: false });
  assert.equal(saved.status, 200, await saved.clone().text());
  assert.equal((await saved.json()).settings.reportDefaults.showPassedItems, false);
  try {
    const fresh = await inspectionWithAPass();
    const html = await report(fresh);
    assert.doesNotMatch(html, /Horn works/, "the pass is not listed");
    assert.match(html, /Front brake pads/, "what needs work is");
    assert.match(
      summaryOf(html),
      /<li class="count pass"><span><strong>1<\/strong> Checked and good<\/span><\/li>/,
      "counted, with no link to a list",
    );
    // The first inspection, whose adviser never chose, follows the shop too.
    assert.doesNotMatch(await report(encId), /Horn works/);
    // The adviser's own choice stands.
    const kept = await report(chosen);
    assert.match(kept, /Horn works/, "the adviser chose to list passes");
    assert.match(
      summaryOf(kept),
      /<li class="count pass"><a href="#pass"><strong>1<\/strong> Checked and good<\/a><\/li>/,
    );
    // The header shows the shop's default where the adviser chose nothing.
    const { html: headerPage } = await manager.page(`/${shop.shop.uriName}/inspections/${fresh}`);
    assert.match(headerPage, /id="header-showPassedItems"/);
    assert.doesNotMatch(headerPage, /id="header-showPassedItems"[^>]*checked/);
    const { html: chosenPage } = await manager.page(`/${shop.shop.uriName}/inspections/${chosen}`);
    assert.match(chosenPage, /id="header-showPassedItems"[^>]*checked/);
    // The trail names the change; the manager reads the setting as it is now.
    const { html: settings } = await manager.page(settingsPath());
    assert.match(settings, /Changed customer report shows from passed items listed, prices to prices/);
    assert.doesNotMatch(settings, /id="settings-report-showPassedItems"[^>]*checked/);
  } finally {
    const restored = await saveDefaults(owner, { showPassedItems: true });
    assert.equal(restored.status, 200);
  }
});

test("reportDefaults must be true or false for each known option", async () => {
  const body = await settingsBody();
  const cases: Array<[unknown, RegExp]> = [
    [{ ...(body.reportDefaults as object), showPassedItems: "no" }, /showPassedItems must be true or false/],
    [
      { ...(body.reportDefaults as object), showEverything: true },
      /Unknown field: showEverything|reportDefaults must be/,
    ],
  ];
  for (const [reportDefaults, message] of cases) {
    const response = await owner.call(savePath(), "POST", { ...body, reportDefaults });
    assert.equal(response.status, 400);
    assert.match((await response.json()).message, message);
  }
});
