// How the audit writes amounts, hours and the inspection's facts, the same on the page and on paper.
// Prices are in the shop's currency, written by the one money formatter (src/platform/money.ts).
import { formatMoney } from "@platform/money.ts";
import type { InspectionSummary } from "../inspection_summary.ts";
import { type ItemResult, ODOMETER_UNIT_LABELS } from "../types.ts";
import { AUDIT_MESSAGES, CHECKLIST_MESSAGES, type Say } from "@modules/text/ui.ts";

/** "$189.50", "€189.50"; "" when there is no price. */
export function formatPrice(amount: number | null, currency: string): string {
  return amount === null ? "" : formatMoney(amount, currency, "en-US");
}

export function formatHours(hours: number | null): string {
  return hours === null ? "" : `${hours.toLocaleString("en-US", { maximumFractionDigits: 2 })} h`;
}

/** A result in the catalogue's words: the checklist's Pass, Warn and Fail; the audit writes "Not applicable" out. */
export function resultLabel(result: ItemResult, say: Say): string {
  switch (result) {
    case "none":
      return "—";
    case "pass":
      return say(CHECKLIST_MESSAGES.resultPass);
    case "warn":
      return say(CHECKLIST_MESSAGES.resultWarn);
    case "fail":
      return say(CHECKLIST_MESSAGES.resultFail);
    case "nota":
      return say(AUDIT_MESSAGES.resultNotApplicable);
  }
}

/** The facts a printed audit starts with, as label and value pairs (empty ones left out). */
export function inspectionFacts(summary: InspectionSummary, timeZone: string): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ["Customer", summary.customerName],
    ["Vehicle", summary.vehicleName],
    ["Plate", summary.plate],
    ["VIN", summary.vin],
    ["Repair order", summary.roNumber],
    [
      "Odometer",
      summary.odometer === null
        ? ""
        : `${summary.odometer.toLocaleString("en-US")} ${ODOMETER_UNIT_LABELS[summary.odometerUnit]}`,
    ],
    ["Inspection", summary.typeName],
    ["Status", summary.statusLabel],
    ["Mechanic", summary.mechanicName],
    ["Service adviser", summary.managerName],
    ["Started", formatDate(summary.createdAt, timeZone)],
  ];
  return facts.filter(([, value]) => value !== "");
}

function formatDate(iso: string, timeZone: string): string {
  try {
    return new Date(iso).toLocaleString("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  } catch {
    return new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC";
  }
}
