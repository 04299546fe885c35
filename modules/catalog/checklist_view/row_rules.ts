// A checklist row's validation (seed: validempty, required, invalid, valid): one pure function that the
// checklist runs as the mechanic taps and the item saves run again on the server, so the two can never
// disagree. "invalid" is refused by a save; "required" is saved and shown as still to do. What is wrong or
// missing is kept as catalogue messages, so the row and the save's refusal say it in the reader's language.
import { isValid, parseISO } from "date-fns";
import { CHECKLIST_MESSAGES as M, type Say } from "@modules/text/ui.ts";
import type { TaskType } from "../types.ts";
import {
  type ItemResult,
  type ItemValues,
  type RowTask,
  type RowValidation,
  VALUE_FIELDS,
} from "./row_values.ts";

const RESULTS: Record<TaskType, readonly ItemResult[]> = {
  "none": ["none"],
  "na": ["none", "nota"],
  "ck": ["none", "pass"],
  "na-ck": ["none", "pass", "nota"],
  "yn": ["none", "pass", "fail"],
  "na-yn": ["none", "pass", "fail", "nota"],
  "pwf": ["none", "pass", "warn", "fail"],
  "na-pwf": ["none", "pass", "warn", "fail", "nota"],
};

/** The results a task type records ("none" is always allowed: not checked yet). A "no" records as fail. */
export function allowedResults(taskType: TaskType): readonly ItemResult[] {
  return RESULTS[taskType];
}

/** Whether the task needs a result at all (none and na tasks record only values, notes or media). */
export function needsResult(taskType: TaskType): boolean {
  return taskType !== "none" && taskType !== "na";
}

export function isWarnOrFail(result: ItemResult): boolean {
  return result === "warn" || result === "fail";
}

export const MAX_VALUE_LENGTH = 200;

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** Something wrong with a row (it cannot be saved): a checklist message and its values. */
export interface RowProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** What is wrong with a row, in the reader's words: the page's in the browser, the staff's on the server. */
export function problemText(problem: RowProblem, say: Say): string {
  return say(problem.key, problem.values);
}

/** Why a value does not fit its input type, or null when it does (an empty value always fits). */
export function valueProblem(
  label: string,
  inputType: RowTask["values"][number]["inputType"],
  text: string,
): RowProblem | null {
  const value = text.trim();
  if (value === "") return null;
  if (value.length > MAX_VALUE_LENGTH) {
    return { key: M.problemValueTooLong, values: { label, max: MAX_VALUE_LENGTH } };
  }
  switch (inputType) {
    case "number":
      return NUMBER.test(value) ? null : { key: M.problemNotNumber, values: { label, value } };
    case "date":
      return DATE.test(value) && isValid(parseISO(value))
        ? null
        : { key: M.problemNotDate, values: { label, value } };
    case "datetime-local":
      return DATE_TIME.test(value) && isValid(parseISO(value))
        ? null
        : { key: M.problemNotDateTime, values: { label, value } };
    case "text":
      return null;
  }
}

/** Whether the task asks for a photo or video with this result (the Photos slot says "required" then). */
export function needsMedia(task: Pick<RowTask, "mediaMode">, result: ItemResult): boolean {
  return task.mediaMode === "required" || (isWarnOrFail(result) && task.mediaMode === "wf-required");
}

/** What the row holds: the item's values the rules look at, and how many photos and videos it has. */
export type RowInput =
  & Pick<ItemValues, "result" | "conclusionId" | "notes" | (typeof VALUE_FIELDS)[number]>
  & {
    mediaCount: number;
  };

/** Something a row still needs, by kind: the checklist says it in words, the audit's approve warning lists it. */
export type MissingPart =
  | { part: "result" }
  | { part: "finding" }
  | { part: "notes" }
  | { part: "media" }
  | { part: "value"; label: string };

export interface RowState {
  validation: RowValidation;
  /** What is wrong (the row is invalid and cannot be saved): the checklist says it with problemText. */
  problems: RowProblem[];
  /** What is still to do (the row is required), by kind: the checklist says it with missingText. */
  missingParts: MissingPart[];
}

/** What a row still needs, in the page's words ("Choose a finding."). */
export function missingText(missing: MissingPart, say: Say): string {
  switch (missing.part) {
    case "result":
      return say(M.missingResult);
    case "finding":
      return say(M.missingFinding);
    case "notes":
      return say(M.missingNote);
    case "media":
      return say(M.missingMedia);
    case "value":
      return say(M.missingValue, { label: missing.label });
  }
}

export function checkRow(task: RowTask, row: RowInput): RowState {
  const problems: RowProblem[] = [];
  const missing: MissingPart[] = [];
  const notes = row.notes.trim();
  const wf = isWarnOrFail(row.result);
  const notApplicable = row.result === "nota";

  if (!RESULTS[task.taskType].includes(row.result)) {
    problems.push({ key: M.problemResult, values: { result: row.result } });
  }
  if (row.conclusionId !== null) {
    if (task.conclusionMode === "none") problems.push({ key: M.problemNoFindings });
    else if (!wf) problems.push({ key: M.problemFindingWarnOrFail });
  }
  if (notes !== "") {
    if (task.notesMode === "none") problems.push({ key: M.problemNoNotes });
    else if ((task.notesMode === "wf-optional" || task.notesMode === "wf-required-only") && !wf) {
      problems.push({ key: M.problemNotesWarnOrFail });
    }
  }
  VALUE_FIELDS.forEach((field, index) => {
    const value = task.values[index];
    if (!value) {
      if (row[field].trim() !== "") {
        problems.push({ key: M.problemTooManyValues, values: { count: task.values.length, n: index + 1 } });
      }
      return;
    }
    const problem = valueProblem(value.label, value.inputType, row[field]);
    if (problem) problems.push(problem);
    else if (task.valueMode === "required" && !notApplicable && row[field].trim() === "") {
      missing.push({ part: "value", label: value.label });
    }
  });

  if (!notApplicable) {
    if (needsResult(task.taskType) && row.result === "none") missing.unshift({ part: "result" });
    if (wf && task.conclusionMode === "wf-required" && row.conclusionId === null) {
      missing.push({ part: "finding" });
    }
    const notesRequired = task.notesMode === "required" ||
      (wf && (task.notesMode === "wf-required" || task.notesMode === "wf-required-only"));
    if (notesRequired && notes === "") missing.push({ part: "notes" });
    if (needsMedia(task, row.result) && row.mediaCount === 0) missing.push({ part: "media" });
  }

  const empty = row.result === "none" && row.conclusionId === null && notes === "" && row.mediaCount === 0 &&
    VALUE_FIELDS.every((field) => row[field].trim() === "");
  const validation: RowValidation = problems.length > 0
    ? "invalid"
    : missing.length > 0
    ? "required"
    : empty
    ? "validempty"
    : "valid";
  return { validation, problems, missingParts: missing };
}
