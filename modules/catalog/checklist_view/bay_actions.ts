// What the checklist's shortcuts for the bay decide (docs/inspections/checklist.md, "Fewer taps"): which
// rows are untouched and shown compact, which row "Next to do" goes to, and which rows "Mark the rest
// passed" passes and which it leaves. Pure and client-safe; the row rules (row_rules.ts) have the last word.
import type { OutlineTask } from "../outline_queries.server.ts";
import { allowedResults, checkRow, needsResult, type RowState } from "./row_rules.ts";
import { type ItemValues, VALUE_FIELDS } from "./row_values.ts";
import { suggestResult } from "./value_grades.ts";

/** A row as the shortcuts see it: what it shows, its state, and how many photos and videos it has. */
export interface BayRow {
  values: ItemValues;
  state: RowState;
  mediaCount: number;
}

/** Nothing recorded on the row yet: no result, finding, note, value, price, labour or photo. */
export function isUntouched(row: Pick<BayRow, "values" | "mediaCount">): boolean {
  const { values } = row;
  return values.result === "none" && values.conclusionId === null && values.notes.trim() === "" &&
    values.price === null && values.time === null && row.mediaCount === 0 &&
    VALUE_FIELDS.every((field) => values[field].trim() === "");
}

/** The row still wants the mechanic: its task asks for a result and has none, or something is missing. */
export function needsAttention(
  task: Pick<OutlineTask, "taskType">,
  row: Pick<BayRow, "values" | "state">,
): boolean {
  return (needsResult(task.taskType) && row.values.result === "none") || row.state.validation === "required";
}

/**
 * The next row after `from` (in checklist order) that `needs`, wrapping around to the top; `from` itself
 * comes last, so a row still to do is found again when it is the only one. Null: nothing is left.
 */
export function nextToDo(
  order: readonly number[],
  needs: (taskId: number) => boolean,
  from: number | null,
): number | null {
  const start = from === null ? -1 : order.indexOf(from);
  for (let step = 1; step <= order.length; step++) {
    const taskId = order[(start + step + order.length) % order.length];
    if (needs(taskId)) return taskId;
  }
  return null;
}

export interface RestToPass {
  /** Rows a pass completes: their task records a pass and asks for nothing more with it. */
  pass: number[];
  /** Rows without a result that a pass alone would not complete (a note, a photo or a value is asked for,
   * or a measurement reads yellow or red). */
  left: number[];
}

/** The rows "Mark the rest passed" passes and those it leaves, in checklist order. */
export function restToPass(
  tasks: readonly OutlineTask[],
  rowOf: (taskId: number) => BayRow | undefined,
): RestToPass {
  const rest: RestToPass = { pass: [], left: [] };
  for (const task of tasks) {
    const row = rowOf(task.id);
    if (!row || row.values.result !== "none" || !needsResult(task.taskType)) continue;
    const measured = suggestResult(task, VALUE_FIELDS.map((field) => row.values[field]));
    const passed = checkRow(task, { ...row.values, result: "pass", mediaCount: row.mediaCount });
    const passes = allowedResults(task.taskType).includes("pass") && passed.validation === "valid" &&
      (measured === null || measured.result === "pass");
    (passes ? rest.pass : rest.left).push(task.id);
  }
  return rest;
}
