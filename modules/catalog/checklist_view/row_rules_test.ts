// The row rules over every combination of task modes the catalogue accepts: each can be completed, each
// starts in the right state, and what a task does not record is refused.
import assert from "node:assert/strict";
import {
  CONCLUSION_MODES,
  MEDIA_MODES,
  NOTES_MODES,
  TASK_TYPES,
  VALUE_INPUT_TYPES,
  VALUE_MODES,
} from "../types.ts";
import { taskConfigurationProblems } from "../tasks/task_rules.ts";
import { sayIn } from "@modules/text/ui.ts";
import {
  allowedResults,
  checkRow,
  isWarnOrFail,
  missingText,
  needsResult,
  problemText,
  type RowInput,
  type RowState,
  valueProblem,
} from "./row_rules.ts";
import { ITEM_RESULTS, type ItemResult, type RowTask } from "./row_values.ts";

/** What the row says it still needs, in the en-US words. */
const missingSaid = (state: RowState) => state.missingParts.map((part) => missingText(part, sayIn(null)));
/** What the row says is wrong, in the en-US words. */
const problemsSaid = (state: RowState) => state.problems.map((problem) => problemText(problem, sayIn(null)));

const SAMPLE = {
  text: "Left front",
  number: "6.5",
  date: "2026-03-31",
  "datetime-local": "2026-03-31T14:30",
};
const EMPTY_ROW: RowInput = {
  result: "none",
  conclusionId: null,
  notes: "",
  value1: "",
  value2: "",
  value3: "",
  value4: "",
  mediaCount: 0,
};

function* sensibleTasks(): Generator<RowTask> {
  for (const taskType of TASK_TYPES) {
    for (const conclusionMode of CONCLUSION_MODES) {
      for (const mediaMode of MEDIA_MODES) {
        for (const notesMode of NOTES_MODES) {
          for (const valueMode of VALUE_MODES) {
            const valueSets = valueMode === "none"
              ? [[]]
              : VALUE_INPUT_TYPES.map((inputType) => [{ label: "Reading", inputType }, {
                label: "Second",
                inputType: "text" as const,
              }]);
            for (const values of valueSets) {
              const task: RowTask = { taskType, conclusionMode, mediaMode, notesMode, valueMode, values };
              const problems = taskConfigurationProblems({
                ...task,
                values: values.map((value) => ({ ...value, unit: "", ranges: [], percentOf: null })),
                notifyMode: "relevant",
                priceMin: null,
                priceMax: null,
                instructions: "",
              }, sayIn(null));
              if (problems.length === 0) yield task;
            }
          }
        }
      }
    }
  }
}

const TASKS = [...sensibleTasks()];

function completeRow(task: RowTask, result: ItemResult): RowInput {
  const wf = isWarnOrFail(result);
  const notesAllowed = task.notesMode === "optional" || task.notesMode === "required" ||
    task.notesMode === "wf-required" || (wf && task.notesMode !== "none");
  const row: RowInput = {
    ...EMPTY_ROW,
    result,
    conclusionId: wf && task.conclusionMode !== "none" ? 7 : null,
    notes: notesAllowed && result !== "nota" ? "Worn past the wear bar" : "",
    mediaCount: 1,
  };
  task.values.forEach((value, index) => {
    row[`value${index + 1}` as "value1"] = SAMPLE[value.inputType];
  });
  return row;
}

Deno.test("the catalogue's sensible configurations are many, and every one of them is covered", () => {
  assert.ok(TASKS.length > 500, `${TASKS.length} configurations`);
  for (const taskType of TASK_TYPES) assert.ok(TASKS.some((task) => task.taskType === taskType), taskType);
});

Deno.test("every configuration can be completed with every result its type records", () => {
  for (const task of TASKS) {
    for (const result of allowedResults(task.taskType)) {
      if (result === "none" && needsResult(task.taskType)) continue;
      const state = checkRow(task, completeRow(task, result));
      assert.equal(
        state.validation,
        "valid",
        `${JSON.stringify(task)} ${result}: ${problemsSaid(state)} ${missingSaid(state)}`,
      );
    }
  }
});

Deno.test("an untouched row is to do exactly when the task asks for something, else valid and empty", () => {
  for (const task of TASKS) {
    const asksForSomething = needsResult(task.taskType) || task.notesMode === "required" ||
      task.valueMode === "required" || task.mediaMode === "required";
    const state = checkRow(task, EMPTY_ROW);
    assert.equal(state.validation, asksForSomething ? "required" : "validempty", JSON.stringify(task));
    assert.equal(state.problems.length, 0);
  }
});

Deno.test("not applicable completes a row on its own, whatever else the task asks for", () => {
  for (const task of TASKS.filter((task) => allowedResults(task.taskType).includes("nota"))) {
    assert.equal(checkRow(task, { ...EMPTY_ROW, result: "nota" }).validation, "valid", JSON.stringify(task));
  }
});

Deno.test("a result the task type does not record is invalid, for every type", () => {
  for (const task of TASKS) {
    for (const result of ITEM_RESULTS.filter((result) => !allowedResults(task.taskType).includes(result))) {
      const state = checkRow(task, { ...completeRow(task, "none"), result });
      assert.equal(state.validation, "invalid", `${task.taskType} ${result}`);
      assert.match(problemsSaid(state).join(" "), /does not record/);
    }
  }
});

Deno.test("warn or fail asks for what the task requires with it: a finding, a note, a photo", () => {
  for (const task of TASKS) {
    for (const result of allowedResults(task.taskType).filter(isWarnOrFail)) {
      const state = checkRow(task, { ...EMPTY_ROW, result });
      const missing = missingSaid(state).join(" ");
      assert.equal(/Choose a finding/.test(missing), task.conclusionMode === "wf-required");
      assert.equal(
        /Write a note/.test(missing),
        task.notesMode === "required" || task.notesMode === "wf-required" ||
          task.notesMode === "wf-required-only",
      );
      assert.equal(/Add a photo/.test(missing), task.mediaMode !== "none" && task.mediaMode !== "optional");
    }
  }
});

Deno.test("a finding, or notes the task keeps for warn and fail, on a pass is invalid", () => {
  const task: RowTask = {
    taskType: "pwf",
    conclusionMode: "wf-optional",
    mediaMode: "optional",
    notesMode: "wf-optional",
    valueMode: "none",
    values: [],
  };
  assert.deepEqual(problemsSaid(checkRow(task, { ...EMPTY_ROW, result: "pass", conclusionId: 3 })), [
    "A finding goes with warn or fail: choose warn or fail, or clear the finding.",
  ]);
  assert.equal(checkRow(task, { ...EMPTY_ROW, result: "pass", notes: "ok" }).validation, "invalid");
  assert.equal(
    checkRow(task, { ...EMPTY_ROW, result: "warn", notes: "thin", conclusionId: 3 }).validation,
    "valid",
  );
  assert.equal(
    checkRow({ ...task, notesMode: "none" }, { ...EMPTY_ROW, result: "warn", notes: "x" }).validation,
    "invalid",
  );
});

Deno.test("values beyond the task's own are invalid; required values are named when missing", () => {
  const task: RowTask = {
    taskType: "none",
    conclusionMode: "none",
    mediaMode: "none",
    notesMode: "none",
    valueMode: "required",
    values: [{ label: "Tread depth (32nds)", inputType: "number" }],
  };
  assert.deepEqual(missingSaid(checkRow(task, EMPTY_ROW)), ["Enter Tread depth (32nds)."]);
  assert.equal(checkRow(task, { ...EMPTY_ROW, value1: "5" }).validation, "valid");
  assert.equal(checkRow(task, { ...EMPTY_ROW, value1: "5", value2: "6" }).validation, "invalid");
});

Deno.test("each value input type accepts what the browser's control sends and refuses the rest", () => {
  const cases: Array<[typeof VALUE_INPUT_TYPES[number], string, boolean]> = [
    ["number", "12", true],
    ["number", "-3.25", true],
    ["number", ".5", true],
    ["number", "12a", false],
    ["number", "1,5", false],
    ["number", "NaN", false],
    ["date", "2024-02-29", true],
    ["date", "2026-02-29", false],
    ["date", "2026-13-01", false],
    ["date", "31/03/2026", false],
    ["datetime-local", "2026-03-31T14:30", true],
    ["datetime-local", "2026-03-31T14:30:15", true],
    ["datetime-local", "2026-03-31 14:30", false],
    ["datetime-local", "2026-03-31T25:00", false],
    ["text", "Left front, outer edge", true],
    ["text", "x".repeat(201), false],
    ["number", "", true],
  ];
  for (const [inputType, text, fits] of cases) {
    const problem = valueProblem("Reading", inputType, text);
    const said = problem && problemText(problem, sayIn(null));
    assert.equal(problem === null, fits, `${inputType} "${text}": ${said}`);
    if (said) assert.match(said, /^Reading: /);
  }
});
