// How a report's values are written, the same on the page and in the CSV file: Intl in the page's culture,
// amounts in the shop's currency (src/platform/money.ts), shares as percentages, hours with one decimal.
import { formatMoney } from "@platform/money.ts";
import type { Cell, CellKind } from "./report_model.ts";

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(culture: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${culture}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, format = new Intl.NumberFormat(culture, options));
  return format;
}

export function formatCell(kind: CellKind, value: Cell, culture: string, currency: string): string {
  if (value === null || value === "") return "";
  if (typeof value === "string") return value;
  switch (kind) {
    case "money":
      return formatMoney(value, currency, culture);
    case "share":
      return numberFormat(culture, { style: "percent", maximumFractionDigits: 1 }).format(value);
    case "hours":
    case "decimal":
      return numberFormat(culture, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
    case "count":
      return numberFormat(culture, { maximumFractionDigits: 0 }).format(value);
    default:
      return String(value);
  }
}
