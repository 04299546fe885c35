// The catalogue's option labels as the pages show them: each option's message (decision 028), on the
// server too (the seed comparisons describe a task's settings with them). The keys are written as text, typed
// by MessageKey, rather than read off the areas' messages: the checklist says a grade and a unit, and importing
// the areas would put their defaults in every culture in its scripts (decision 031).
import type { MessageKey } from "@modules/text/ui.ts";
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

export const SUBJECT_TYPE_WORDS: Record<SubjectType, MessageKey> = {
  general: "cataloguePages.subjectGeneral",
  vehicle: "cataloguePages.subjectVehicle",
  appliance: "cataloguePages.subjectAppliance",
};

export const CUSTOMER_MODE_WORDS: Record<CustomerMode, MessageKey> = {
  none: "cataloguePages.customerNone",
  required: "cataloguePages.customerRequired",
  optional: "cataloguePages.customerOptional",
};

export const TASK_TYPE_WORDS: Record<TaskType, MessageKey> = {
  "none": "cataloguePages.taskTypeNone",
  "na": "cataloguePages.taskTypeNa",
  "ck": "cataloguePages.taskTypeCk",
  "na-ck": "cataloguePages.taskTypeNaCk",
  "yn": "cataloguePages.taskTypeYn",
  "na-yn": "cataloguePages.taskTypeNaYn",
  "pwf": "cataloguePages.taskTypePwf",
  "na-pwf": "cataloguePages.taskTypeNaPwf",
};

export const CONCLUSION_MODE_WORDS: Record<ConclusionMode, MessageKey> = {
  "none": "taskForm.findingsNone",
  "wf-optional": "taskForm.findingsWfOptional",
  "wf-required": "taskForm.findingsWfRequired",
};

export const MEDIA_MODE_WORDS: Record<MediaMode, MessageKey> = {
  "none": "taskForm.mediaNone",
  "optional": "taskForm.optional",
  "wf-required": "taskForm.findingsWfRequired",
  "required": "taskForm.alwaysRequired",
};

export const NOTES_MODE_WORDS: Record<NotesMode, MessageKey> = {
  "none": "taskForm.notesNone",
  "optional": "taskForm.optional",
  "wf-required": "taskForm.notesWfRequired",
  "required": "taskForm.alwaysRequired",
  "wf-optional": "taskForm.notesWfOptional",
  "wf-required-only": "taskForm.notesWfRequiredOnly",
};

export const VALUE_MODE_WORDS: Record<ValueMode, MessageKey> = {
  none: "taskForm.valuesNone",
  optional: "taskForm.optional",
  required: "taskForm.required",
};

export const VALUE_INPUT_TYPE_WORDS: Record<ValueInputType, MessageKey> = {
  "text": "taskForm.inputText",
  "date": "taskForm.inputDate",
  "datetime-local": "taskForm.inputDateTime",
  "number": "taskForm.inputNumber",
};

/** The units that are words; the others (mm, psi, %) read the same in every language. */
export const VALUE_UNIT_WORDS: Partial<Record<ValueUnit, MessageKey>> = {
  "": "taskForm.unitNone",
  "32nds": "taskForm.unit32nds",
  "V": "taskForm.unitVolts",
  "mi": "taskForm.unitMiles",
  "km": "taskForm.unitKilometres",
  "in": "taskForm.unitInches",
  "s": "taskForm.unitSeconds",
};

export const NOTIFY_MODE_WORDS: Record<NotifyMode, MessageKey> = {
  always: "taskForm.notifyAlways",
  relevant: "taskForm.notifyRelevant",
  disabled: "taskForm.notifyDisabled",
};

export const GRADE_WORDS: Record<ValueGrade, MessageKey> = {
  green: "taskForm.gradeGreen",
  yellow: "taskForm.gradeYellow",
  red: "taskForm.gradeRed",
};

/** The option words a checklist row says too (a value's grade, the unit of four wheels' readings): the
 * checklist page sends them with its own. */
export const CHECKLIST_ROW_WORDS: readonly MessageKey[] = [
  ...Object.values(GRADE_WORDS),
  ...Object.values(VALUE_UNIT_WORDS),
];
