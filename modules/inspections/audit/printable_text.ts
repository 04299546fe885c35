// The audit as plain text (/audit/printable/text): for an e-mail or a shop management system's notes
// field, where no HTML is shown and the font may or may not be fixed-width. Columns are aligned for a
// fixed-width font; every line still reads on its own in a proportional one ("Pass", "180.00", "1.5 h"). Its
// words are the audit page's (the staff language, with the shop's wording).
import { formatHours, formatPrice, inspectionFacts, resultLabel } from "./audit_format.ts";
import type { AuditItem, AuditReview } from "./audit_review.ts";
import { itemAmount, type ShopPricing, splitsAmounts } from "../shared/item_amount.ts";
import {
  AUDIT_MESSAGES as M,
  CHECKLIST_MESSAGES as C,
  type PageWords,
  type Say,
  sayIn,
} from "@modules/text/ui.ts";

/** The columns' titles and their least widths; a title longer than its width (another language's) widens it. */
const COLUMNS = [
  { title: M.task, width: 32, right: false },
  { title: M.result, width: 14, right: false },
  { title: M.priority, width: 10, right: false },
  { title: C.price, width: 12, right: true },
  { title: M.labor, width: 8, right: true },
  { title: M.sold, width: 4, right: false },
] as const;

interface Column {
  title: string;
  width: number;
  right: boolean;
}

export function printableText(review: AuditReview, words: PageWords): string {
  const say = sayIn(words);
  const label = (text: string) => say(M.labelled, { label: text });
  const columns: Column[] = COLUMNS.map((column) => {
    const title = say(column.title);
    return { ...column, title, width: Math.max(column.width, title.length) };
  });
  const width = columns.reduce((sum, column) => sum + column.width, 0) + columns.length - 1;
  const lines: string[] = [review.shopName, say(M.textTitle, { type: review.summary.typeName }), ""];
  const facts = inspectionFacts(review.summary, review.timeZone, say, words.culture).map(([name, value]) =>
    [label(name), value] as const
  );
  const labelWidth = Math.max(...facts.map(([name]) => name.length));
  for (const [name, value] of facts) lines.push(`${name.padEnd(labelWidth)} ${oneLine(value)}`);
  for (const category of review.categories) {
    lines.push("", category.name.toUpperCase(), "=".repeat(Math.min(width, category.name.length)));
    lines.push(row(columns, columns.map((column) => column.title)), "-".repeat(width));
    for (const item of category.items) {
      lines.push(...itemLines(item, review.currency, columns, say, review.pricing));
    }
  }
  const { totals } = review;
  const totalsTitle = say(M.totals).toUpperCase();
  const [recommended, sold] = [label(say(M.recommended)), label(say(M.sold))];
  const amountsAt = Math.max(recommended.length, sold.length);
  lines.push(
    "",
    totalsTitle,
    "=".repeat(totalsTitle.length),
    `${label(say(M.items))} ${totals.itemCount} (${say(M.needAttention, { count: totals.attentionCount })})`,
    `${recommended.padEnd(amountsAt)} ${formatPrice(totals.recommended.total, review.currency)}, ${
      formatHours(totals.recommendedHours)
    }`,
    `${sold.padEnd(amountsAt)} ${formatPrice(totals.sold.total, review.currency)}, ${
      formatHours(totals.soldHours)
    }`,
    "",
    `${label(say(M.customerSignature))} ______________________________   ${label(say(M.date))} ____________`,
    "",
  );
  return lines.join("\n");
}

function itemLines(
  item: AuditItem,
  currency: string,
  columns: Column[],
  say: Say,
  pricing: ShopPricing,
): string[] {
  const cells = [
    item.taskName,
    resultLabel(item.result, say),
    item.priorityName,
    formatPrice(item.price, currency),
    formatHours(item.time),
    item.sold ? say(M.soldMark) : "",
  ];
  const lines: string[] = [];
  // A name too long for its column gets a line of its own, so nothing is cut off.
  if (oneLine(item.taskName).length > columns[0].width) {
    lines.push(oneLine(item.taskName));
    cells[0] = "";
  }
  lines.push(row(columns, cells).trimEnd());
  const detail = (name: string, value: string) =>
    `    ${say(M.labelled, { label: oneLine(name) })} ${oneLine(value)}`;
  if (splitsAmounts(pricing) && (item.price !== null || item.time !== null)) {
    // Parts, labour and tax, and what the item comes to.
    const amount = itemAmount(item, pricing);
    const money = (value: number) => formatPrice(value, currency);
    lines.push(
      `    ${say(M.amountParts)} ${money(amount.parts)} · ${say(M.amountLabor)} ${money(amount.labour)} · ` +
        `${say(M.amountTax)} ${money(amount.tax)} · ${say(M.amountTotal)} ${money(amount.total)}`,
    );
  }
  if (item.findingText) lines.push(detail(say(C.finding), item.findingText));
  for (const value of item.values) lines.push(detail(value.label, value.value));
  if (item.notes.trim()) lines.push(detail(say(C.notes), item.notes));
  return lines;
}

function row(columns: Column[], cells: string[]): string {
  return columns.map((column, index) => {
    const text = oneLine(cells[index]);
    return column.right ? text.padStart(column.width) : text.padEnd(column.width);
  }).join(" ");
}

/** Line breaks and tabs in what people typed would break the columns: they become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
