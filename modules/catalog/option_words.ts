// The catalogue's option labels as the pages show them: each option's message (decision 028), on the
// server too (the seed comparisons describe a task's settings with them).
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { TASK_FORM_MESSAGES as T } from "@modules/text/ui.ts";
import type {
  ConclusionMode,
  CustomerMode,
  MediaMode,
  NotesMode,
  NotifyMode,
  SubjectType,
  TaskType,
  ValueGrade,
  ValueInputType,
  ValueMode,
  ValueUnit,
} from "./types.ts";

export const SUBJECT_TYPE_WORDS: Record<SubjectType, string> = {
  general: M.subjectGeneral,
  vehicle: M.subjectVehicle,
  appliance: M.subjectAppliance,
};

export const CUSTOMER_MODE_WORDS: Record<CustomerMode, string> = {
  none: M.customerNone,
  required: M.customerRequired,
  optional: M.customerOptional,
};

export const TASK_TYPE_WORDS: Record<TaskType, string> = {
  "none": M.taskTypeNone,
  "na": M.taskTypeNa,
  "ck": M.taskTypeCk,
  "na-ck": M.taskTypeNaCk,
  "yn": M.taskTypeYn,
  "na-yn": M.taskTypeNaYn,
  "pwf": M.taskTypePwf,
  "na-pwf": M.taskTypeNaPwf,
};

export const CONCLUSION_MODE_WORDS: Record<ConclusionMode, string> = {
  "none": T.findingsNone,
  "wf-optional": T.findingsWfOptional,
  "wf-required": T.findingsWfRequired,
};

export const MEDIA_MODE_WORDS: Record<MediaMode, string> = {
  "none": T.mediaNone,
  "optional": T.optional,
  "wf-required": T.findingsWfRequired,
  "required": T.alwaysRequired,
};

export const NOTES_MODE_WORDS: Record<NotesMode, string> = {
  "none": T.notesNone,
  "optional": T.optional,
  "wf-required": T.notesWfRequired,
  "required": T.alwaysRequired,
  "wf-optional": T.notesWfOptional,
  "wf-required-only": T.notesWfRequiredOnly,
};

export const VALUE_MODE_WORDS: Record<ValueMode, string> = {
  none: T.valuesNone,
  optional: T.optional,
  required: T.required,
};

export const VALUE_INPUT_TYPE_WORDS: Record<ValueInputType, string> = {
  "text": T.inputText,
  "date": T.inputDate,
  "datetime-local": T.inputDateTime,
  "number": T.inputNumber,
};

/** The units that are words; the others (mm, psi, %) read the same in every language. */
export const VALUE_UNIT_WORDS: Partial<Record<ValueUnit, string>> = {
  "": T.unitNone,
  "32nds": T.unit32nds,
  "V": T.unitVolts,
  "mi": T.unitMiles,
  "km": T.unitKilometres,
};

export const NOTIFY_MODE_WORDS: Record<NotifyMode, string> = {
  always: T.notifyAlways,
  relevant: T.notifyRelevant,
  disabled: T.notifyDisabled,
};

export const GRADE_WORDS: Record<ValueGrade, string> = {
  green: T.gradeGreen,
  yellow: T.gradeYellow,
  red: T.gradeRed,
};

/** The option words a checklist row says too (a value's grade, the unit of four wheels' readings): the
 * checklist page sends them with its own. */
export const CHECKLIST_ROW_WORDS: readonly string[] = [
  ...Object.values(GRADE_WORDS),
  ...Object.values(VALUE_UNIT_WORDS),
];
