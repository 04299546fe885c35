// How a header save reads in the event trail: "RO 1001 → 1002, odometer 48,213 → 48,250 mi, notes changed",
// as the trail's messages (its reader's language). Long texts (notes, sales pitch) are named, not quoted: the
// trail is a list of what happened, and the details column keeps the before and after for anyone who needs
// them.
import { INSPECTION_TRAIL_MESSAGES as T, type StoredMessage, type StoredValue } from "@modules/text/mod.ts";
import type { HeaderValues } from "./header_values.ts";
import { REPORT_OPTION_NAMES, type ReportOptions } from "../report_options.ts";
import type { OdometerUnit } from "../types.ts";

export type HeaderChanges = Partial<Record<keyof HeaderValues, [unknown, unknown]>>;

/** Names for the ids a header holds: inspection types and staff. */
export interface HeaderNames {
  type(id: unknown): string;
  person(id: unknown): string;
}

const LONG_TEXTS = new Set<keyof HeaderValues>(["notes", "salesPitch"]);

const NONE: StoredMessage = { key: T.none };

export function describeHeaderChanges(
  changes: HeaderChanges,
  before: HeaderValues,
  after: HeaderValues,
  names: HeaderNames,
): StoredMessage {
  const parts: StoredMessage[] = [];
  for (const [field, [was, now]] of Object.entries(changes) as [keyof HeaderValues, [unknown, unknown]][]) {
    const named = { key: T.field, values: { field } };
    const change = (from: StoredValue, to: StoredValue) => ({
      key: T.fieldChange,
      values: { field: named, from, to },
    });
    if (field === "odometerUnit" && changes.odometer) continue;
    if (field === "odometer" || field === "odometerUnit") {
      parts.push(odometerChange(before, after));
    } else if (LONG_TEXTS.has(field)) {
      parts.push({ key: String(now).trim() ? T.textChanged : T.textCleared, values: { field: named } });
    } else if (field === "reportOptions") {
      parts.push({
        key: T.reportOptions,
        values: { changes: reportOptionChanges(was as ReportOptions, now as ReportOptions) },
      });
    } else if (field === "typeId") {
      parts.push(change(names.type(was), names.type(now)));
    } else if (field === "phoneMobile" || field === "phoneLandline") {
      // As the header shows them, formatted; the details column keeps the stored E.164 numbers.
      parts.push(change(shown(before[field]), shown(after[field])));
    } else if (field === "managerUserId" || field === "mechanicUserId") {
      parts.push(change(names.person(was), names.person(now)));
    } else {
      parts.push(change(shown(was), shown(now)));
    }
  }
  return { key: T.detailsChange, values: { changes: parts } };
}

function shown(value: unknown): StoredValue {
  return value === null || value === undefined || value === "" ? NONE : String(value);
}

/** "48,213 → 48,250 mi", or with both units when the unit changed: "48,213 mi → 77,593 km". */
function odometerChange(before: HeaderValues, after: HeaderValues): StoredMessage {
  const reading = (odometer: number | null, unit: OdometerUnit | null): StoredMessage =>
    odometer === null
      ? NONE
      : unit === null
      ? { key: T.reading, values: { reading: odometer } }
      : { key: T.readingIn, values: { reading: odometer, unit } };
  const sameUnit = before.odometerUnit === after.odometerUnit;
  return {
    key: T.odometerChange,
    values: {
      from: reading(before.odometer, sameUnit ? null : before.odometerUnit),
      to: reading(after.odometer, after.odometerUnit),
    },
  };
}

function reportOptionChanges(was: ReportOptions, now: ReportOptions): StoredMessage[] {
  return REPORT_OPTION_NAMES
    .filter((name) => was[name] !== now[name])
    .map((name) => ({
      key: now[name] ? T.optionShown : T.optionHidden,
      values: { option: { key: T.option, values: { option: name } } },
    }));
}
