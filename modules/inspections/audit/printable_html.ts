// The audit on paper (/audit/printable/html): a page of its own, without the app's header or scripts
// beyond the Print button, sized for A4 and US letter alike. Every value goes through hono/html's `html`
// template, which escapes what it interpolates, so nothing a customer or mechanic typed becomes markup. Its
// words are the audit page's (the staff language, with the shop's wording).
import { html, raw } from "hono/html";
import { type Html, htmlPage } from "@platform/html_page.ts";
import { formatHours, formatPrice, inspectionFacts, resultLabel } from "./audit_format.ts";
import type { AuditItem, AuditReview } from "./audit_review.ts";
import { type ItemAmount, itemAmount, type ShopPricing, splitsAmounts } from "../shared/item_amount.ts";
import {
  AUDIT_MESSAGES as M,
  CHECKLIST_MESSAGES as C,
  type PageWords,
  type Say,
  sayIn,
} from "@modules/text/ui.ts";

export function printableHtml(review: AuditReview, words: PageWords, nonce: string): Html {
  const { summary, totals } = review;
  const say = sayIn(words);
  // With a labour rate or tax, each row's price is split into parts, labour and tax, with the row's total.
  const split = splitsAmounts(review.pricing) ? review.pricing : null;
  const columns = split ? 9 : 6;
  const title = [summary.vehicleName, summary.customerName].filter(Boolean).join(" · ") || summary.typeName;
  return htmlPage({
    lang: words.culture,
    head: html`
      <meta name="color-scheme" content="light">
      <title>${say(M.printTitle, { title, shop: review.shopName })}</title>
      <style>${raw(STYLES)}</style>
    `,
    body: html`
      <header>
        <p class="shop">${review.shopName}</p>
        <h1>${title}</h1>
        <dl class="facts">
          ${inspectionFacts(summary, review.timeZone, say, words.culture).map(([label, value]) =>
            html`
              <div>
                <dt>${label}</dt>
                <dd>${value}</dd>
              </div>
            `
          )}
        </dl>
        <p class="no-print"><button type="button" id="print">${say(M.print)}</button></p>
      </header>
      <main>
        <table>
          <thead>
            <tr><th scope="col">${say(M.task)}</th><th scope="col">${say(M.result)}</th><th scope="col">${say(
              M.priority,
            )}</th>
              <th scope="col" class="num">${say(
                split ? M.amountParts : C.price,
              )}</th><th scope="col" class="num">${say(
                split ? M.hours : M.labor,
              )}</th>${split
                ? html`
                  <th scope="col" class="num">${say(M.amountLabor)}</th>
                  <th scope="col" class="num">${say(
                    M.amountTax,
                  )}</th>
                  <th scope="col" class="num">${say(M.amountTotal)}</th>
                `
                : ""}<th scope="col">${say(M.sold)}</th></tr>
          </thead>
          ${review.categories.map((category) =>
            html`
              <tbody>
                <tr class="category"><th scope="rowgroup" colspan="${columns}">${category.name}</th></tr>
                ${category.items.map((item) => itemRow(item, review.currency, say, split))}
              </tbody>
            `
          )}
        </table>
        <table class="totals">
          <caption>${say(M.totals)}</caption>
          <tr>
            <th scope="row">${say(M.items)}</th>
            <td class="num">${totals.itemCount}</td>
            <td>${say(M.needAttention, { count: totals.attentionCount })}</td>
          </tr>
          <tr>
            <th scope="row">${say(M.recommended)}</th>
            <td class="num">${formatPrice(totals.recommended.total, review.currency)}</td>
            <td class="num">${formatHours(totals.recommendedHours)}</td>
          </tr>
          ${split ? splitRow(totals.recommended, review.currency, say) : ""}
          <tr>
            <th scope="row">${say(M.sold)}</th>
            <td class="num">${formatPrice(totals.sold.total, review.currency)}</td>
            <td class="num">${formatHours(totals.soldHours)}</td>
          </tr>
          ${split ? splitRow(totals.sold, review.currency, say) : ""}
        </table>
        <section class="signatures">
          <p><span class="line"></span>${say(M.customerSignature)}</p>
          <p><span class="line"></span>${say(M.date)}</p>
        </section>
      </main>
      <script
        nonce="${nonce}">document.getElementById("print").addEventListener("click", () => print());</script>
    `,
  });
}

/** A total's parts, labour and tax, under it. */
function splitRow(amount: ItemAmount, currency: string, say: Say): Html {
  return html`
    <tr class="split">
      <td></td>
      <td colspan="2">${say(M.amountParts)} ${formatPrice(amount.parts, currency)} · ${say(
        M.amountLabor,
      )} ${formatPrice(amount.labour, currency)} · ${say(M.amountTax)} ${formatPrice(
        amount.tax,
        currency,
      )}</td>
    </tr>
  `;
}

function itemRow(item: AuditItem, currency: string, say: Say, split: ShopPricing | null): Html {
  const label = (text: string) => html`<span class="label">${say(M.labelled, { label: text })}</span>`;
  const details = [
    item.findingText ? html`<p>${label(say(C.finding))} ${item.findingText}</p>` : "",
    ...item.values.map((value) => html`<p>${label(value.label)} ${value.value}</p>`),
    item.notes.trim() ? html`<p class="notes">${label(say(C.notes))} ${item.notes}</p>` : "",
  ];
  return html`
    <tr class="${item.needsAttention ? `item result-${item.result}` : "item"}">
      <td><strong>${item.taskName}</strong>${details}</td>
      <td>${resultLabel(item.result, say)}</td>
      <td>${item.priorityName}</td>
      <td class="num">${formatPrice(item.price, currency)}</td>
      <td class="num">${formatHours(item.time)}</td>
      ${split ? amountCells(item, currency, split) : ""}
      <td>${item.sold ? say(M.sold) : ""}</td>
    </tr>
  `;
}

function amountCells(item: AuditItem, currency: string, pricing: ShopPricing): Html | string {
  if (item.price === null && item.time === null) {
    return html`
      <td></td>
      <td></td>
      <td></td>
    `;
  }
  const amount = itemAmount(item, pricing);
  return html`
    <td class="num">${formatPrice(amount.labour, currency)}</td>
    <td class="num">${formatPrice(amount.tax, currency)}</td>
    <td class="num"><strong>${formatPrice(amount.total, currency)}</strong></td>
  `;
}

// Black on white whatever the screen's colour mode (it is paper); rows never split across pages.
const STYLES = `
@page { size: auto; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { font: 11pt/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111; background: #fff;
  max-width: 190mm; margin: 1.5rem auto; padding: 0 1rem; }
.shop { margin: 0; font-weight: 600; color: #444; }
h1 { font-size: 16pt; margin: 0.2rem 0 0.6rem; }
.facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.15rem 1rem; margin: 0 0 1rem; }
.facts div { display: flex; gap: 0.4rem; }
.facts dt { color: #555; }
.facts dt::after { content: ":"; }
.facts dd { margin: 0; font-weight: 600; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.4rem; border-bottom: 1px solid #ccc; }
thead th { border-bottom: 2px solid #111; font-size: 9.5pt; text-transform: uppercase; letter-spacing: 0.03em; }
.num { text-align: right; white-space: nowrap; }
tr.item td:first-child { min-width: 9rem; }
tr.category th { background: #eee; padding-top: 0.5rem; font-size: 10.5pt; }
tr.item td p { margin: 0.1rem 0 0; font-size: 9.5pt; color: #333; }
tr.result-fail td:nth-child(2) { font-weight: 700; color: #a00; }
tr.result-warn td:nth-child(2) { font-weight: 700; color: #8a5a00; }
.notes { white-space: pre-wrap; }
.label { color: #555; }
tr { break-inside: avoid; page-break-inside: avoid; }
thead { display: table-header-group; }
table.totals { margin: 1rem 0 0 auto; width: auto; break-inside: avoid; }
table.totals caption { text-align: left; font-weight: 700; padding: 0 0.4rem 0.2rem; }
table.totals th, table.totals td { border: 0; padding: 0.1rem 0.4rem; }
table.totals td.num { font-weight: 600; }
table.totals tr.split td { font-size: 9.5pt; color: #444; padding-top: 0; }
.signatures { display: flex; gap: 2rem; margin-top: 2.5rem; break-inside: avoid; }
.signatures p { flex: 1; margin: 0; color: #555; font-size: 9.5pt; }
.signatures .line { display: block; border-bottom: 1px solid #111; height: 2.2rem; margin-bottom: 0.2rem; }
button { font: inherit; padding: 0.4rem 1.2rem; border: 1px solid #111; border-radius: 6px; background: #fff; color: #111; cursor: pointer; }
button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
@media (max-width: 40rem) {
  body { margin: 0.75rem auto; font-size: 10pt; }
  thead { display: none; }
  tr.item { display: flex; flex-wrap: wrap; column-gap: 1rem; border-bottom: 1px solid #ccc; padding: 0.3rem 0; }
  tr.item td { border: 0; padding: 0.1rem 0.4rem; }
  tr.item td:first-child { flex-basis: 100%; }
  tr.item td:empty { display: none; }
  tr.category { display: block; }
  tr.category th { display: block; }
}
@media print {
  body { margin: 0; max-width: none; padding: 0; }
  .no-print { display: none; }
}
`;
