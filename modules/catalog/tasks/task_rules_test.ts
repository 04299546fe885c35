import assert from "node:assert/strict";
import { canWarnOrFail, taskConfigurationProblems } from "./task_rules.ts";
import { sayIn } from "@modules/text/ui.ts";
import {
  CONCLUSION_MODES,
  DEFAULT_TASK_CONFIGURATION,
  MEDIA_MODES,
  NOTES_MODES,
  TASK_TYPES,
  type TaskConfiguration,
  VALUE_MODES,
} from "../types.ts";

/** The shipped en-US words: the problems are checked word for word. */
const EN = sayIn(null);

/** Every combination of the modes, with and without a value, against the rules written out plainly. */
Deno.test("every mode combination: refused exactly when it could not be completed as configured", () => {
  let accepted = 0;
  let refused = 0;
  for (const taskType of TASK_TYPES) {
    for (const conclusionMode of CONCLUSION_MODES) {
      for (const mediaMode of MEDIA_MODES) {
        for (const notesMode of NOTES_MODES) {
          for (const valueMode of VALUE_MODES) {
            for (
              const values of [[], [{
                label: "Tread depth",
                inputType: "number" as const,
                unit: "" as const,
                ranges: [],
                percentOf: null,
              }]]
            ) {
              const config: TaskConfiguration = {
                ...DEFAULT_TASK_CONFIGURATION,
                taskType,
                conclusionMode,
                mediaMode,
                notesMode,
                valueMode,
                values,
              };
              const dependsOnWarnOrFail = conclusionMode !== "none" || mediaMode === "wf-required" ||
                notesMode.startsWith("wf-");
              const recordsNothingElse = valueMode === "none" && notesMode === "none" && mediaMode === "none";
              const expected = [
                !canWarnOrFail(taskType) && dependsOnWarnOrFail,
                (taskType === "none" || taskType === "na") && recordsNothingElse,
                valueMode === "none" && values.length > 0,
                valueMode !== "none" && values.length === 0,
              ].filter(Boolean).length;
              const problems = taskConfigurationProblems(config, EN);
              assert.equal(problems.length, expected, JSON.stringify({ config, problems }));
              if (problems.length === 0) accepted++;
              else refused++;
            }
          }
        }
      }
    }
  }
  assert.equal(accepted + refused, 8 * 3 * 4 * 6 * 3 * 2);
  assert.ok(accepted > 0 && refused > 0);
});

Deno.test("a check-only task with findings on warn or fail is refused with the reason", () => {
  const [problem] = taskConfigurationProblems({ ...DEFAULT_TASK_CONFIGURATION, taskType: "ck" }, EN);
  assert.match(problem, /never records warn or fail, so findings cannot depend on warn or fail/);
});

Deno.test("values: labels required and distinct, at most four, prices in order", () => {
  const config = (values: { label: string }[], extra: Partial<TaskConfiguration> = {}) =>
    taskConfigurationProblems({
      ...DEFAULT_TASK_CONFIGURATION,
      valueMode: "optional",
      values: values.map((v) => ({
        ...v,
        inputType: "text" as const,
        unit: "" as const,
        ranges: [],
        percentOf: null,
      })),
      ...extra,
    }, EN);
  assert.deepEqual(config([{ label: "Left" }, { label: "Right" }]), []);
  assert.deepEqual(config([{ label: " " }]), ['Every value needs a label, such as "Tread depth (32nds)".']);
  assert.deepEqual(config([{ label: "Left" }, { label: "left " }]), ['Two values are labelled "left".']);
  assert.deepEqual(config(["a", "b", "c", "d", "e"].map((label) => ({ label }))), [
    "A task records at most four values.",
  ]);
  assert.deepEqual(config([{ label: "Left" }], { priceMin: 90, priceMax: 40 }), [
    "The lowest price is above the highest price.",
  ]);
});
