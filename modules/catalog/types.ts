// The catalogue's vocabulary (seed 000 section 3): every enumeration once, with the shop's words for it.
// Client-safe: pages use the labels, the server the parsers.
import { InputError } from "../../src/platform/errors.ts";

/** Stored subject types; "location" is accepted on input and stored as "vehicle" (seed 000 section 5). */
export const SUBJECT_TYPES = ["general", "vehicle", "appliance"] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** In the order of their codes: 0 none, 1 required, 2 optional. */
export const CUSTOMER_MODES = ["none", "required", "optional"] as const;
export type CustomerMode = (typeof CUSTOMER_MODES)[number];

export const TASK_TYPES = ["none", "na", "ck", "na-ck", "yn", "na-yn", "pwf", "na-pwf"] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const CONCLUSION_MODES = ["none", "wf-optional", "wf-required"] as const;
export type ConclusionMode = (typeof CONCLUSION_MODES)[number];

export const MEDIA_MODES = ["none", "optional", "wf-required", "required"] as const;
export type MediaMode = (typeof MEDIA_MODES)[number];

export const NOTES_MODES = [
  "none",
  "optional",
  "wf-required",
  "required",
  "wf-optional",
  "wf-required-only",
] as const;
export type NotesMode = (typeof NOTES_MODES)[number];

export const VALUE_MODES = ["none", "optional", "required"] as const;
export type ValueMode = (typeof VALUE_MODES)[number];

export const VALUE_INPUT_TYPES = ["text", "date", "datetime-local", "number"] as const;
export type ValueInputType = (typeof VALUE_INPUT_TYPES)[number];
/** A task records at most this many values (value1 to value4). */
export const MAX_TASK_VALUES = 4;

export const NOTIFY_MODES = ["always", "relevant", "disabled"] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];

export const FINDING_STATUSES = ["new", "audited", "legacy", "archived"] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];
export const FINDING_STATUS_LABELS: Record<FindingStatus, string> = {
  new: "New",
  audited: "Audited",
  legacy: "Legacy",
  archived: "Archived",
};

/** What the inspection type form edits. */
export interface InspectionTypeFields {
  name: string;
  description: string;
  subjectType: SubjectType;
  customerMode: CustomerMode;
}

/** What every list, page and query says of an inspection type. */
export interface InspectionTypeBasics extends InspectionTypeFields {
  id: number;
  isActive: boolean;
  isDefault: boolean;
}

/** The unit a value is measured in, shown beside its field; "" is none. */
export const VALUE_UNITS = [
  "",
  "mm",
  "32nds",
  "psi",
  "%",
  "V",
  "mi",
  "km",
  "in",
  "°F",
  "CCA",
  "s",
  "in H₂O",
] as const;
export type ValueUnit = (typeof VALUE_UNITS)[number];

/** How a measured number reads: green passes, yellow warns, red fails. */
export const VALUE_GRADES = ["green", "yellow", "red"] as const;
export type ValueGrade = (typeof VALUE_GRADES)[number];

/** A range of a number value with its grade; both ends included, either end open (null). */
export interface GradeRange {
  grade: ValueGrade;
  min: number | null;
  max: number | null;
}

export interface TaskValue {
  label: string;
  inputType: ValueInputType;
  unit: ValueUnit;
  /** Ranges that grade a number value; none when the value is not graded. They never overlap. */
  ranges: GradeRange[];
  /** The value (1-4) this one is graded against, as a whole percentage of it (a battery's measured CCA of
   * its rated CCA: 12.6 of 650 is 1%), or null: the ranges then grade the reading itself. */
  percentOf: number | null;
}

/** How a task is checked and what its checklist row records. */
export interface TaskConfiguration {
  taskType: TaskType;
  conclusionMode: ConclusionMode;
  mediaMode: MediaMode;
  notesMode: NotesMode;
  valueMode: ValueMode;
  values: TaskValue[];
  notifyMode: NotifyMode;
  /** Price hints in the shop's currency, or null. */
  priceMin: number | null;
  priceMax: number | null;
  instructions: string;
}

/** What a task gets when nothing else is said: a pass/warn/fail check with optional findings and photos. */
export const DEFAULT_TASK_CONFIGURATION: TaskConfiguration = {
  taskType: "pwf",
  conclusionMode: "wf-optional",
  mediaMode: "optional",
  notesMode: "optional",
  valueMode: "none",
  values: [],
  notifyMode: "relevant",
  priceMin: null,
  priceMax: null,
  instructions: "",
};

/** A subject type by name ("vehicle"), its code ("V", "G", "A", "L") or its number (0 general, 1 vehicle,
 * 2 location, 3 appliance); location is stored as vehicle. */
export function parseSubjectType(raw: unknown): SubjectType {
  const text = String(raw ?? "").trim().toLowerCase();
  const byName: Record<string, SubjectType> = {
    general: "general",
    g: "general",
    "0": "general",
    vehicle: "vehicle",
    v: "vehicle",
    "1": "vehicle",
    location: "vehicle",
    l: "vehicle",
    "2": "vehicle",
    appliance: "appliance",
    a: "appliance",
    "3": "appliance",
  };
  const found = byName[text];
  if (!found) {
    throw new InputError(`"${raw}" is not a subject type: use general, vehicle, location or appliance.`);
  }
  return found;
}

/** A customer mode by name, code (N, R, O) or number (0 none, 1 required, 2 optional). */
export function parseCustomerMode(raw: unknown): CustomerMode {
  const text = String(raw ?? "").trim().toLowerCase();
  const byName: Record<string, CustomerMode> = {
    none: "none",
    n: "none",
    "0": "none",
    required: "required",
    r: "required",
    "1": "required",
    optional: "optional",
    o: "optional",
    "2": "optional",
  };
  const found = byName[text];
  if (!found) {
    throw new InputError(`"${raw}" is not a customer mode: use none, required or optional (or 0, 1, 2).`);
  }
  return found;
}

/** One of an enumeration's values, or a message naming the allowed ones. */
export function parseEnum<T extends string>(values: readonly T[], raw: unknown, what: string): T {
  const text = String(raw ?? "").trim();
  if ((values as readonly string[]).includes(text)) return text as T;
  throw new InputError(`"${text}" is not a ${what}: use one of ${values.join(", ")}.`);
}

export interface InspectionTypeSummary {
  id: number;
  name: string;
  subjectType: SubjectType;
  customerMode: CustomerMode;
  isActive: boolean;
  isDefault: boolean;
  categoryCount: number;
  taskCount: number;
}
