// The details page's edit state, kept as pure functions so the rule is tested without a browser: the page
// never overwrites. It remembers the values it read (base), what the user typed (input) and the versions;
// a save posts only what the user changed; the answer (200 or 409, with the stored values) is merged:
// - a field someone else changed that the user did not touch takes their value quietly;
// - a field both changed, to different values, becomes a conflict the user settles (Use theirs / Keep mine);
// - a field the server saved in its own spelling (a trimmed note, a plate in capitals) takes that spelling.
// Client-safe.
import {
  CUSTOMER_FIELDS,
  type HeaderSaveResponse,
  type HeaderValues,
  VEHICLE_FIELDS,
} from "./header_values.ts";
import { REPORT_OPTION_NAMES, type ReportOptionName } from "../report_options.ts";

export type FormField = Exclude<keyof HeaderValues, "reportOptions"> | ReportOptionName;
export type FormValues = Record<FormField, string>;

/** The sections of the page, each saved by its own call. */
export const SECTIONS = {
  header: [
    ...CUSTOMER_FIELDS,
    ...VEHICLE_FIELDS,
    "odometer",
    "odometerUnit",
    "roNumber",
    "typeId",
    "managerUserId",
    "mechanicUserId",
    "notes",
  ],
  salesPitch: ["salesPitch"],
  reportOptions: [...REPORT_OPTION_NAMES],
} as const satisfies Record<string, readonly FormField[]>;
export type Section = keyof typeof SECTIONS;
export const SECTION_CALLS: Record<Section, string> = {
  header: "header",
  salesPitch: "sales-pitch",
  reportOptions: "report-options",
};

export interface Versions {
  inspectionVersion: number;
  subjectVersion: number | null;
  customerVersion: number | null;
}

export interface SyncState {
  base: FormValues;
  input: FormValues;
  /** Fields both people changed: the other person's value, waiting for Use theirs or Keep mine. */
  conflicts: Partial<Record<FormField, string>>;
  versions: Versions;
}

export function formValuesOf(values: HeaderValues): FormValues {
  const form = {} as FormValues;
  for (const [field, value] of Object.entries(values)) {
    if (field === "reportOptions") continue;
    form[field as FormField] = value === null ? "" : String(value);
  }
  for (const name of REPORT_OPTION_NAMES) form[name] = String(values.reportOptions[name]);
  return form;
}

export function initialState(values: HeaderValues, versions: Versions): SyncState {
  const base = formValuesOf(values);
  return { base, input: { ...base }, conflicts: {}, versions };
}

export function changedFields(state: SyncState, section: Section): FormField[] {
  return SECTIONS[section].filter((field) => state.input[field] !== state.base[field]);
}

const NUMBERS = new Set<FormField>(["odometer", "modelYear", "typeId", "managerUserId", "mechanicUserId"]);

/** The body of a section's call: its changed fields, typed, with the versions; or the reason it can't go. */
export function bodyOf(
  state: SyncState,
  section: Section,
): { body: Record<string, unknown>; posted: Partial<FormValues> } | { problem: string } {
  const body: Record<string, unknown> = { inspectionVersion: state.versions.inspectionVersion };
  const posted: Partial<FormValues> = {};
  for (const field of changedFields(state, section)) {
    const text = state.input[field];
    posted[field] = text;
    if ((REPORT_OPTION_NAMES as readonly string[]).includes(field)) {
      body[field] = text === "true";
    } else if (NUMBERS.has(field)) {
      const digits = text.replace(/[,\s]/g, "");
      if (digits === "") {
        body[field] = null;
      } else if (!/^\d+$/.test(digits)) {
        return {
          problem: field === "odometer"
            ? "The odometer is a whole number from 0 to 9,999,999."
            : "The year is a year like 2019.",
        };
      } else body[field] = Number(digits);
    } else body[field] = text;
  }
  if (section === "header") {
    if (CUSTOMER_FIELDS.some((field) => field in posted)) {
      body.customerVersion = state.versions.customerVersion;
    }
    if (VEHICLE_FIELDS.some((field) => field in posted)) body.subjectVersion = state.versions.subjectVersion;
  }
  return { body, posted };
}

function partConflict(field: FormField, answer: HeaderSaveResponse): boolean {
  if ((CUSTOMER_FIELDS as readonly string[]).includes(field)) return answer.customerConflict;
  if ((VEHICLE_FIELDS as readonly string[]).includes(field)) return answer.subjectConflict;
  return answer.inspectionConflict;
}

/** Merges a header call's answer into the state (see the rules at the top). */
export function applyAnswer(
  state: SyncState,
  answer: HeaderSaveResponse,
  posted: Partial<FormValues>,
): SyncState {
  const theirs = formValuesOf(answer.values);
  const input = { ...state.input };
  const conflicts = { ...state.conflicts };
  for (const field of Object.keys(theirs) as FormField[]) {
    const mine = input[field];
    if (field in posted && !partConflict(field, answer)) {
      if (mine === posted[field]) input[field] = theirs[field];
    } else if (theirs[field] !== state.base[field]) {
      if (mine !== state.base[field] && mine !== theirs[field]) conflicts[field] = theirs[field];
      else input[field] = theirs[field];
    }
    if (conflicts[field] !== undefined && input[field] === theirs[field]) delete conflicts[field];
  }
  return {
    base: theirs,
    input,
    conflicts,
    versions: {
      inspectionVersion: answer.inspectionVersion,
      subjectVersion: answer.subjectVersion,
      customerVersion: answer.customerVersion,
    },
  };
}

/** Use theirs: the field takes the other person's value. Keep mine: the user's value stays, to be posted. */
export function settle(state: SyncState, field: FormField, choice: "theirs" | "mine"): SyncState {
  const conflicts = { ...state.conflicts };
  const theirs = conflicts[field];
  delete conflicts[field];
  const input = choice === "theirs" && theirs !== undefined
    ? { ...state.input, [field]: theirs }
    : state.input;
  return { ...state, input, conflicts };
}
