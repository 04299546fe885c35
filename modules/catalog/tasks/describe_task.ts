// A task's configuration in the shop's words, setting by setting: the seed pages show it under each task and
// compare a template's task with the shop's by it. Client-safe.
import type { TaskConfiguration } from "../types.ts";
import {
  CONCLUSION_MODE_WORDS,
  MEDIA_MODE_WORDS,
  NOTES_MODE_WORDS,
  NOTIFY_MODE_WORDS,
  TASK_TYPE_WORDS,
  VALUE_INPUT_TYPE_WORDS,
  VALUE_MODE_WORDS,
} from "../option_words.ts";
import {
  CATALOGUE_PAGES_MESSAGES as M,
  type Say,
  SEED_PAGES_MESSAGES as S,
  TASK_FORM_MESSAGES as T,
} from "@modules/text/ui.ts";
import { priceHint, type WriteMoney } from "./price_hint.ts";

export interface TaskSetting {
  setting: string;
  value: string;
  /** No priority or price hint (None), or the instructions: the outline leaves these out of its list. */
  unset: boolean;
}

/**
 * The settings in the task form's order, in the page's words (useWords, or sayIn on the server);
 * defaultPriority is the priority's name or null. The instructions come last.
 */
export function describeTaskSettings(
  task: TaskConfiguration & { defaultPriority: { name: string } | null },
  money: WriteMoney,
  say: Say,
): TaskSetting[] {
  // Numbers are what most values are; other input types are named, as are a unit and grading ranges, once
  // when every value shares them: "LF, RF, LR, RR (32nds, graded)".
  const notes = task.values.map((value) =>
    [
      value.inputType === "number" ? "" : say(VALUE_INPUT_TYPE_WORDS[value.inputType]).toLowerCase(),
      value.unit,
      value.ranges.length > 0 ? say(S.graded) : "",
    ].filter(Boolean).join(", ")
  );
  const shared = notes.length > 1 && task.values[0].unit !== "" && notes.every((note) => note === notes[0])
    ? notes[0]
    : null;
  const named = task.values.map((value, i) =>
    shared !== null || notes[i] === "" ? value.label : `${value.label} (${notes[i]})`
  );
  const values = shared ? [`${named.join(", ")} (${shared})`] : named;
  const none = say(M.none);
  const price = priceHint(task.priceMin, task.priceMax, money, say);
  const setting = (name: string, value: string, unset = false) => ({ setting: say(name), value, unset });
  return [
    setting(M.outlineResult, say(TASK_TYPE_WORDS[task.taskType])),
    setting(M.findings, say(CONCLUSION_MODE_WORDS[task.conclusionMode])),
    setting(T.photosAndVideos, say(MEDIA_MODE_WORDS[task.mediaMode])),
    setting(M.outlineNotes, say(NOTES_MODE_WORDS[task.notesMode])),
    setting(
      M.outlineValues,
      task.valueMode === "none"
        ? say(VALUE_MODE_WORDS.none)
        : `${say(VALUE_MODE_WORDS[task.valueMode])}: ${values.join(", ")}`,
    ),
    setting(T.tellCustomer, say(NOTIFY_MODE_WORDS[task.notifyMode])),
    setting(T.defaultPriority, task.defaultPriority?.name ?? none, !task.defaultPriority),
    setting(S.priceHint, price ?? none, price === null),
    setting(S.instructions, task.instructions || none, true),
  ];
}
