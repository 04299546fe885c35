// The audit as plain text (/audit/printable/text): for an e-mail or a shop management system's notes
// field, where no HTML is shown and the font may or may not be fixed-width. Columns are aligned for a
// fixed-width font; every line still reads on its own in a proportional one ("Pass", "180.00", "1.5 h").
import { formatHours, formatPrice, inspectionFacts, resultLabel } from "./audit_format.ts";
import type { AuditItem, AuditReview } from "./audit_review.ts";
import { sayIn } from "@modules/text/ui.ts";

const COLUMNS = [
  { title: "Task", width: 32, right: false },
  { title: "Result", width: 14, right: false },
  { title: "Priority", width: 10, right: false },
  { title: "Price", width: 12, right: true },
  { title: "Labor", width: 8, right: true },
  { title: "Sold", width: 4, right: false },
] as const;
const WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0) + COLUMNS.length - 1;

export function printableText(review: AuditReview): string {
  const lines: string[] = [review.shopName, `Inspection audit: ${review.summary.typeName}`, ""];
  const facts = inspectionFacts(review.summary, review.timeZone);
  const labelWidth = Math.max(...facts.map(([label]) => label.length)) + 1;
  for (const [label, value] of facts) lines.push(`${(label + ":").padEnd(labelWidth)} ${oneLine(value)}`);
  for (const category of review.categories) {
    lines.push("", category.name.toUpperCase(), "=".repeat(Math.min(WIDTH, category.name.length)));
    lines.push(row(COLUMNS.map((column) => column.title)), "-".repeat(WIDTH));
    for (const item of category.items) lines.push(...itemLines(item, review.currency));
  }
  const { totals } = review;
  lines.push(
    "",
    "TOTALS",
    "======",
    `Items: ${totals.itemCount} (${totals.attentionCount} need attention)`,
    `Recommended: ${formatPrice(totals.recommendedPrice, review.currency)}, ${
      formatHours(totals.recommendedHours)
    }`,
    `Sold:        ${formatPrice(totals.soldPrice, review.currency)}, ${formatHours(totals.soldHours)}`,
    "",
    "Customer signature: ______________________________   Date: ____________",
    "",
  );
  return lines.join("\n");
}

function itemLines(item: AuditItem, currency: string): string[] {
  const cells = [
    item.taskName,
    resultLabel(item.result, sayIn(null)),
    item.priorityName,
    formatPrice(item.price, currency),
    formatHours(item.time),
    item.sold ? "yes" : "",
  ];
  const lines: string[] = [];
  // A name too long for its column gets a line of its own, so nothing is cut off.
  if (oneLine(item.taskName).length > COLUMNS[0].width) {
    lines.push(oneLine(item.taskName));
    cells[0] = "";
  }
  lines.push(row(cells).trimEnd());
  if (item.findingText) lines.push(`    Finding: ${oneLine(item.findingText)}`);
  for (const value of item.values) lines.push(`    ${oneLine(value.label)}: ${oneLine(value.value)}`);
  if (item.notes.trim()) lines.push(`    Notes: ${oneLine(item.notes)}`);
  return lines;
}

function row(cells: string[]): string {
  return COLUMNS.map((column, index) => {
    const text = oneLine(cells[index]);
    return column.right ? text.padStart(column.width) : text.padEnd(column.width);
  }).join(" ");
}

/** Line breaks and tabs in what people typed would break the columns: they become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
