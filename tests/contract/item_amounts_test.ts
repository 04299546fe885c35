// An item's amount as parts, labour and tax (issue 22), over real HTTP: a shop charging 100 an hour and a 10%
// tax, and front brake pads priced 50 with 1.5 h of labour, come to parts 50, labour 150, tax 20, total 220 —
// the same on the adviser's audit page, its printable, the customer's report page, its printable and the
// PDF printed from it. Without a labour rate or tax the report shows each price as it always did.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { htmlPage, HttpClient } from "../support/http_client.ts";
import type { InspectionShop } from "../support/inspection_shop.ts";
import { reportInspection } from "../support/report_inspection.ts";

let shop: InspectionShop;
let encId: string;
let inspectionId: number;
let manager: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `item amounts: ${name}`, ...LONG_LIVED, fn });

// The printer loads the report from the app's public address, so the test app must listen at it.
const fixture = appFixture({
  env() {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = (listener.addr as Deno.NetAddr).port;
    listener.close();
    return { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  },
  async setup({ app }) {
    ({ shop, encId, inspectionId, manager } = await reportInspection(app, { video: false }));
    await app.services.sql`update inspection_items set price = 50, time = 1.5, item_version = item_version + 1
      where inspection_id = ${inspectionId} and task_id = ${shop.tasks.pads}`;
  },
});

async function text(client: HttpClient, path: string): Promise<string> {
  const response = await htmlPage(client, path);
  assert.equal(response.status, 200, path);
  return await response.text();
}

/** The page's words without markup, one space between them. */
function words(html: string): string {
  return html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\s+/g, " ");
}

/** The article of one item on the customer's report. */
function article(html: string, taskName: string): string {
  const at = html.indexOf(`>${taskName}</h3>`);
  assert.ok(at > 0, taskName);
  return html.slice(at, html.indexOf("</article>", at));
}

const charging = () =>
  fixture.sql`update shops set labour_rate = 100, tax_rates = '[{"name": "Sales tax", "percent": 10}]'
    where id = ${shop.shop.id}`;

test("without a labour rate or tax, the report shows each price as before, with no split", async () => {
  await fixture.sql`update shops set labour_rate = 0, tax_rates = '[]' where id = ${shop.shop.id}`;
  const customer = new HttpClient(fixture.app.url);
  const html = await text(customer, `/${shop.shop.uriName}/r/${encId}`);
  const pads = words(article(html, "Front brake pads"));
  assert.match(pads, /Price \$50\.00/);
  assert.doesNotMatch(pads, /Parts|Labor|Tax/);
  assert.doesNotMatch(words(html), /\bParts\b/);
});

test("parts 50, labour 150, tax 20, total 220 on the audit page and its printable", async () => {
  await charging();
  const audit = words(await text(manager, `/${shop.shop.uriName}/inspections/${encId}/audit`));
  assert.match(audit, /Front brake pads.*Parts \$50\.00 Labor \$150\.00 Tax \$20\.00 Total \$220\.00/);
  // Recommended: the pads 220, the wipers 42 + 4.20 tax, the tread 96 + 9.60 tax.
  assert.match(audit, /Recommended \$371\.80 .*Parts \$188\.00 Labor \$150\.00 Tax \$33\.80/);
  const printable = words(
    await text(manager, `/${shop.shop.uriName}/inspections/${encId}/audit/printable/html`),
  );
  assert.match(printable, /Front brake pads.*\$50\.00 1\.5 h \$150\.00 \$20\.00 \$220\.00/);
  assert.match(printable, /Recommended \$371\.80/);
});

test("the customer's report, its printable and its PDF show the same split", async () => {
  await charging();
  const customer = new HttpClient(fixture.app.url);
  const html = await text(customer, `/${shop.shop.uriName}/r/${encId}`);
  assert.match(
    words(article(html, "Front brake pads")),
    /Parts \$50\.00 Labor \$150\.00 Tax \$20\.00 Total \$220\.00/,
  );
  assert.match(
    words(article(html, "Wiper blades")),
    /Parts \$42\.00 Labor \$0\.00 Tax \$4\.20 Total \$46\.20/,
  );
  assert.match(words(html), /Parts \$188\.00 Labor \$150\.00 Tax \$33\.80 Recommended work \$371\.80/);
  // What the customer approves adds up the totals (the page's script reads each item's amount).
  assert.match(html, /<article class="item fail" aria-labelledby="item-\d+" data-price="220">/);

  const printable = await text(customer, `/r/${encId}/report/html`);
  assert.match(
    words(article(printable, "Front brake pads")),
    /Parts \$50\.00 Labor \$150\.00 Tax \$20\.00 Total \$220\.00/,
  );

  const response = await customer.request(`/r/${encId}/report/pdf`);
  assert.equal(response.status, 200);
  const pdf = await Deno.makeTempFile({ suffix: ".pdf" });
  try {
    await Deno.writeFile(pdf, new Uint8Array(await response.arrayBuffer()));
    const out = await new Deno.Command("pdftotext", { args: ["-layout", pdf, "-"] }).output();
    assert.ok(out.success, "pdftotext");
    const printed = new TextDecoder().decode(out.stdout).replace(/\s+/g, " ");
    assert.match(printed, /Front brake pads.*Parts \$50\.00 Labor \$150\.00 Tax \$20\.00 Total \$220\.00/);
    // The summary's terms are printed over their amounts, as the page lays them out.
    for (const total of ["Recommended work", "$188.00", "$150.00", "$33.80", "$371.80"]) {
      assert.ok(printed.includes(total), total);
    }
  } finally {
    await Deno.remove(pdf);
  }
});
