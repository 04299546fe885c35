// How the audit writes amounts, hours, results and the inspection's facts, the same on the page and on paper.
// Prices are in the shop's currency, written by the one money formatter (src/platform/money.ts); the words
// are the page's (the catalogue's, in the staff language).
import { formatMoney } from "@platform/money.ts";
import type { InspectionSummary } from "../inspection_summary.ts";
import type { ItemResult } from "../types.ts";
import { AUDIT_MESSAGES as M, CHECKLIST_MESSAGES, type Say } from "@modules/text/ui.ts";

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
      return say(M.resultNotApplicable);
  }
}

/** The facts a printed audit starts with, as label and value pairs (empty ones left out), in its culture. */
export function inspectionFacts(
  summary: InspectionSummary,
  timeZone: string,
  say: Say,
  culture: string,
): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    [say(M.customer), summary.customerName],
    [say(M.vehicle), summary.vehicleName],
    [say(M.plate), summary.plate],
    [say(M.vinLabel), summary.vin],
    [say(M.repairOrder), summary.roNumber],
    [
      say(M.odometer),
      summary.odometer === null ? "" : say(M.odometerReading, {
        distance: summary.odometer.toLocaleString(culture),
        unit: summary.odometerUnit,
      }),
    ],
    [say(M.inspection), summary.typeName],
    [say(M.status), summary.statusLabel],
    [say(M.mechanic), summary.mechanicName],
    [say(M.serviceAdviser), summary.managerName],
    [say(M.started), formatDate(summary.createdAt, timeZone, culture)],
  ];
  return facts.filter(([, value]) => value !== "");
}

function formatDate(iso: string, timeZone: string, culture: string): string {
  try {
    return new Date(iso).toLocaleString(culture, { timeZone, dateStyle: "medium", timeStyle: "short" });
  } catch {
    return new Date(iso).toISOString().slice(0, 16).replace("T", " ") + " UTC";
  }
}
