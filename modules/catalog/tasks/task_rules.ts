// Which task configurations make sense. One pure function, used by the task form (server and browser),
// by catalogue imports and by publishing, so a checklist row can always be completed as configured.
import type { TaskConfiguration, TaskType } from "../types.ts";
import { rangeProblems } from "./value_ranges.ts";

/** Task types whose result can be warn or fail (a "no" records as fail). */
const CAN_WARN_OR_FAIL: ReadonlySet<TaskType> = new Set(["yn", "na-yn", "pwf", "na-pwf"]);

export function canWarnOrFail(taskType: TaskType): boolean {
  return CAN_WARN_OR_FAIL.has(taskType);
}

/** The reasons a configuration is refused, in the form's order; empty when it makes sense. */
export function taskConfigurationProblems(config: TaskConfiguration): string[] {
  const problems: string[] = [];
  const whenWarnOrFail = canWarnOrFail(config.taskType);
  if (!whenWarnOrFail) {
    const wf = [
      config.conclusionMode !== "none" && "findings",
      config.mediaMode === "wf-required" && "photos",
      config.notesMode.startsWith("wf-") && "notes",
    ].filter(Boolean);
    if (wf.length > 0) {
      problems.push(
        `This task type never records warn or fail, so ${wf.join(" and ")} cannot depend on warn or fail. ` +
          `Choose a yes/no or pass/warn/fail type, or change those settings.`,
      );
    }
  }
  if (
    config.taskType === "none" && config.valueMode === "none" && config.notesMode === "none" &&
    config.mediaMode === "none"
  ) {
    problems.push("A task without a result must record something: values, notes, or photos and videos.");
  }
  if (
    config.taskType === "na" && config.valueMode === "none" && config.notesMode === "none" &&
    config.mediaMode === "none"
  ) {
    problems.push("A not-applicable-only task must record something else too: values, notes, or photos.");
  }
  if (config.valueMode === "none" && config.values.length > 0) {
    problems.push('Values are named but the value mode is "No values". Choose optional or required values.');
  }
  if (config.valueMode !== "none" && config.values.length === 0) {
    problems.push('Name at least one value, or set the value mode to "No values".');
  }
  if (config.values.length > 4) problems.push("A task records at most four values.");
  const labels = new Set<string>();
  for (const value of config.values) {
    const key = value.label.trim().toLowerCase();
    if (key === "") problems.push('Every value needs a label, such as "Tread depth (32nds)".');
    else if (labels.has(key)) problems.push(`Two values are labelled "${value.label.trim()}".`);
    labels.add(key);
  }
  for (const value of config.values) problems.push(...rangeProblems(value));
  if (config.priceMin !== null && config.priceMax !== null && config.priceMin > config.priceMax) {
    problems.push("The lowest price is above the highest price.");
  }
  return problems;
}
