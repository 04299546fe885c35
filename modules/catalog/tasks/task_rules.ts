// Which task configurations make sense. One pure function, used by the task form (server and browser),
// by catalogue imports and by publishing, so a checklist row can always be completed as configured. The
// problems are said with `say`: the form's words in the browser, the shop's staff messages on the server.
import { type Say, TASK_FORM_MESSAGES as T } from "@modules/text/ui.ts";
import type { TaskConfiguration, TaskType } from "../types.ts";
import { rangeProblems } from "./value_ranges.ts";

/** Task types whose result can be warn or fail (a "no" records as fail). */
const CAN_WARN_OR_FAIL: ReadonlySet<TaskType> = new Set(["yn", "na-yn", "pwf", "na-pwf"]);

export function canWarnOrFail(taskType: TaskType): boolean {
  return CAN_WARN_OR_FAIL.has(taskType);
}

/** The reasons a configuration is refused, in the form's order; empty when it makes sense. */
export function taskConfigurationProblems(config: TaskConfiguration, say: Say): string[] {
  const problems: string[] = [];
  const whenWarnOrFail = canWarnOrFail(config.taskType);
  if (!whenWarnOrFail) {
    const wf = [
      config.conclusionMode !== "none" && T.problemFindings,
      config.mediaMode === "wf-required" && T.problemPhotos,
      config.notesMode.startsWith("wf-") && T.problemNotes,
    ].flatMap((key) => key ? [say(key)] : []);
    if (wf.length > 0) {
      const settings = wf.reduce((list, item) => say(T.problemAnd, { list, item }));
      problems.push(say(T.problemWarnOrFailOnly, { settings }));
    }
  }
  if (
    config.taskType === "none" && config.valueMode === "none" && config.notesMode === "none" &&
    config.mediaMode === "none"
  ) {
    problems.push(say(T.problemRecordsNothing));
  }
  if (
    config.taskType === "na" && config.valueMode === "none" && config.notesMode === "none" &&
    config.mediaMode === "none"
  ) {
    problems.push(say(T.problemNotApplicableOnly));
  }
  if (config.valueMode === "none" && config.values.length > 0) {
    problems.push(say(T.problemValuesWithoutMode));
  }
  if (config.valueMode !== "none" && config.values.length === 0) {
    problems.push(say(T.problemModeWithoutValues));
  }
  if (config.values.length > 4) problems.push(say(T.problemTooManyValues));
  const labels = new Set<string>();
  for (const value of config.values) {
    const key = value.label.trim().toLowerCase();
    if (key === "") problems.push(say(T.problemValueLabel));
    else if (labels.has(key)) problems.push(say(T.problemSameLabel, { label: value.label.trim() }));
    labels.add(key);
  }
  for (const value of config.values) problems.push(...rangeProblems(value, say));
  config.values.forEach((value, index) => {
    if (value.percentOf === null) return;
    const of = config.values[value.percentOf - 1];
    if (value.percentOf === index + 1 || of?.inputType !== "number" || value.inputType !== "number") {
      problems.push(say(T.problemPercentOf, { label: value.label.trim() }));
    }
  });
  if (config.priceMin !== null && config.priceMax !== null && config.priceMin > config.priceMax) {
    problems.push(say(T.problemPrices));
  }
  return problems;
}
