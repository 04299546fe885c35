// How a header save reads in the event trail: "RO 1001 → 1002, odometer 48,213 → 48,250 mi, notes changed".
// Long texts (notes, sales pitch) are named, not quoted: the trail is a list of what happened, and the
// details column keeps the before and after for anyone who needs them.
import { HEADER_FIELD_LABELS, type HeaderValues } from "./header_values.ts";
import { REPORT_OPTION_LABELS, type ReportOptionName, type ReportOptions } from "../report_options.ts";
import type { OdometerUnit } from "../types.ts";

export type HeaderChanges = Partial<Record<keyof HeaderValues, [unknown, unknown]>>;

/** Names for the ids a header holds: inspection types and staff. */
export interface HeaderNames {
  type(id: unknown): string;
  person(id: unknown): string;
}

const LONG_TEXTS = new Set<keyof HeaderValues>(["notes", "salesPitch"]);

export function describeHeaderChanges(
  changes: HeaderChanges,
  before: HeaderValues,
  after: HeaderValues,
  names: HeaderNames,
): string {
  const parts: string[] = [];
  for (const [field, [was, now]] of Object.entries(changes) as [keyof HeaderValues, [unknown, unknown]][]) {
    if (field === "odometerUnit" && changes.odometer) continue;
    if (field === "odometer" || field === "odometerUnit") {
      parts.push(`odometer ${odometerChange(before, after)}`);
    } else if (LONG_TEXTS.has(field)) {
      parts.push(`${HEADER_FIELD_LABELS[field]} ${String(now).trim() ? "changed" : "cleared"}`);
    } else if (field === "reportOptions") {
      parts.push(`report: ${reportOptionChanges(was as ReportOptions, now as ReportOptions)}`);
    } else if (field === "typeId") {
      parts.push(`type ${names.type(was)} → ${names.type(now)}`);
    } else if (field === "phoneMobile" || field === "phoneLandline") {
      // As the header shows them, formatted; the details column keeps the stored E.164 numbers.
      parts.push(`${HEADER_FIELD_LABELS[field]} ${shown(before[field])} → ${shown(after[field])}`);
    } else if (field === "managerUserId" || field === "mechanicUserId") {
      parts.push(`${HEADER_FIELD_LABELS[field]} ${names.person(was)} → ${names.person(now)}`);
    } else {
      parts.push(`${HEADER_FIELD_LABELS[field]} ${shown(was)} → ${shown(now)}`);
    }
  }
  return parts.join(", ");
}

function shown(value: unknown): string {
  return value === null || value === undefined || value === "" ? "none" : String(value);
}

function reading(odometer: number | null): string {
  return odometer === null ? "none" : odometer.toLocaleString("en-US");
}

/** "48,213 → 48,250 mi", or with both units when the unit changed: "48,213 mi → 77,593 km". */
function odometerChange(before: HeaderValues, after: HeaderValues): string {
  const unit = (odometer: number | null, odometerUnit: OdometerUnit) =>
    odometer === null ? "" : ` ${odometerUnit}`;
  if (before.odometerUnit === after.odometerUnit) {
    return `${reading(before.odometer)} → ${reading(after.odometer)}${
      unit(after.odometer, after.odometerUnit)
    }`;
  }
  return `${reading(before.odometer)}${unit(before.odometer, before.odometerUnit)} → ${
    reading(after.odometer)
  }${unit(after.odometer, after.odometerUnit)}`;
}

function reportOptionChanges(was: ReportOptions, now: ReportOptions): string {
  return (Object.keys(REPORT_OPTION_LABELS) as ReportOptionName[])
    .filter((name) => was[name] !== now[name])
    .map((name) => `${REPORT_OPTION_LABELS[name].label.toLowerCase()} ${now[name] ? "shown" : "hidden"}`)
    .join(", ");
}
