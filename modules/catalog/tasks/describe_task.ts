// A task's configuration in the shop's words, setting by setting: the seed pages show it under each task and
// compare a template's task with the shop's by it. Client-safe.
import {
  CONCLUSION_MODE_LABELS,
  MEDIA_MODE_LABELS,
  NOTES_MODE_LABELS,
  NOTIFY_MODE_LABELS,
  TASK_TYPE_LABELS,
  type TaskConfiguration,
  VALUE_INPUT_TYPE_LABELS,
  VALUE_MODE_LABELS,
} from "../types.ts";

export interface TaskSetting {
  setting: string;
  value: string;
}

/** How an amount is written: in the shop's currency (useMoney, or formatMoney on the server). */
export type WriteMoney = (amount: number) => string;

/** The settings in the task form's order; defaultPriority is the priority's name or null. */
export function describeTaskSettings(
  task: TaskConfiguration & { defaultPriority: { name: string } | null },
  money: WriteMoney,
): TaskSetting[] {
  // Numbers are what most values are; other input types are named, as are a unit and grading ranges, once
  // when every value shares them: "LF, RF, LR, RR (32nds, graded)".
  const notes = task.values.map((value) =>
    [
      value.inputType === "number" ? "" : VALUE_INPUT_TYPE_LABELS[value.inputType].toLowerCase(),
      value.unit,
      value.ranges.length > 0 ? "graded" : "",
    ].filter(Boolean).join(", ")
  );
  const shared = notes.length > 1 && task.values[0].unit !== "" && notes.every((note) => note === notes[0])
    ? notes[0]
    : null;
  const named = task.values.map((value, i) =>
    shared !== null || notes[i] === "" ? value.label : `${value.label} (${notes[i]})`
  );
  const values = shared ? [`${named.join(", ")} (${shared})`] : named;
  return [
    { setting: "Result", value: TASK_TYPE_LABELS[task.taskType] },
    { setting: "Findings", value: CONCLUSION_MODE_LABELS[task.conclusionMode] },
    { setting: "Photos and videos", value: MEDIA_MODE_LABELS[task.mediaMode] },
    { setting: "Notes", value: NOTES_MODE_LABELS[task.notesMode] },
    {
      setting: "Values",
      value: task.valueMode === "none"
        ? VALUE_MODE_LABELS.none
        : `${VALUE_MODE_LABELS[task.valueMode]}: ${values.join(", ")}`,
    },
    { setting: "Tell the customer", value: NOTIFY_MODE_LABELS[task.notifyMode] },
    { setting: "Default priority", value: task.defaultPriority?.name ?? "None" },
    { setting: "Price hint", value: priceHint(task.priceMin, task.priceMax, money) },
    { setting: "Instructions", value: task.instructions || "None" },
  ];
}

/** "$120.00–$250.00", "from €120.00", "up to $250.00" or "None": in the shop's currency. */
export function priceHint(min: number | null, max: number | null, amount: WriteMoney): string {
  if (min !== null && max !== null) return min === max ? amount(min) : `${amount(min)}–${amount(max)}`;
  if (min !== null) return `from ${amount(min)}`;
  if (max !== null) return `up to ${amount(max)}`;
  return "None";
}
