// The row's result follows its readings (issue 32): a value typed on a graded task records the result its
// readings grade (value_grades.ts `suggestResult`) with the task's yellow or red finding, in the same save as
// the value. A reading never hides what the mechanic saw: it moves a result the mechanic chose only to a worse
// one (a Fail for corrosion stays a Fail when the voltage reads green), and never touches "Not applicable";
// a result the readings had set follows them both ways (a typo of 2/32 corrected to 8/32 is a Pass again).
// Pure and client-safe.
import type { OutlineTask } from "../outline_queries.server.ts";
import { isWarnOrFail } from "./row_rules.ts";
import { type ItemResult, type ItemValues, VALUE_FIELDS } from "./row_values.ts";
import { type Suggestion, suggestResult } from "./value_grades.ts";

/** A result and what goes with it: leaving warn/fail clears the finding and the notes that go only with them. */
export function resultChange(
  task: Pick<OutlineTask, "notesMode">,
  values: ItemValues,
  next: ItemResult,
): Partial<ItemValues> {
  const fields: Partial<ItemValues> = { result: next };
  if (!isWarnOrFail(next)) {
    if (values.conclusionId !== null) fields.conclusionId = null;
    if ((task.notesMode === "wf-optional" || task.notesMode === "wf-required-only") && values.notes !== "") {
      fields.notes = "";
    }
  }
  return fields;
}

/** The row already says what the measurements suggest. */
export function followed(
  suggestion: Suggestion,
  values: Pick<ItemValues, "result" | "conclusionId">,
): boolean {
  return values.result === suggestion.result &&
    (suggestion.finding === null || values.conclusionId === suggestion.finding.id);
}

/** What recording a suggestion changes: its result and, when the task names one, its finding. */
export function applySuggestion(
  task: Pick<OutlineTask, "notesMode">,
  values: ItemValues,
  suggestion: Suggestion,
): Partial<ItemValues> {
  return {
    ...resultChange(task, values, suggestion.result),
    ...(suggestion.finding ? { conclusionId: suggestion.finding.id } : {}),
  };
}

const SEVERITY: Partial<Record<ItemResult, number>> = { pass: 0, warn: 1, fail: 2 };

type FollowingTask = Parameters<typeof suggestResult>[0] & Pick<OutlineTask, "notesMode">;

/** The change to save for `change` on a row holding `values`: with the result its readings now grade. */
export function followReadings(
  task: FollowingTask,
  values: ItemValues,
  change: Partial<ItemValues>,
): Partial<ItemValues> {
  if (!VALUE_FIELDS.some((field) => field in change)) return change;
  const after = { ...values, ...change };
  const suggestion = suggestResult(task, VALUE_FIELDS.map((field) => after[field]));
  if (!suggestion || followed(suggestion, after)) return change;
  const before = suggestResult(task, VALUE_FIELDS.map((field) => values[field]));
  const setByReadings = before !== null && followed(before, values);
  const now = SEVERITY[values.result];
  const worse = now !== undefined && SEVERITY[suggestion.result]! > now;
  if (values.result !== "none" && !setByReadings && !worse) return change;
  return { ...change, ...applySuggestion(task, after, suggestion) };
}
