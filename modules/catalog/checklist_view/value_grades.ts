// Grading a measured value against its task's green/yellow/red ranges (docs/inspections/checklist.md,
// "Units and ranges"), and the result the row then suggests: the worst grade among the task's values wins,
// red suggests Fail with the task's red finding, yellow Warn with its yellow finding, and Pass only once
// every graded value is measured and green. A suggestion is a button the mechanic taps, never a change made
// for them. Pure and client-safe.
import type { GradeRange, TaskType, TaskValue, ValueGrade, ValueUnit } from "../types.ts";
import { allowedResults } from "./row_rules.ts";
import type { ItemResult } from "./row_values.ts";

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The grade of a typed value, or null: not a number, or outside every range (a gap is not graded). */
export function gradeOf(ranges: readonly GradeRange[], text: string): ValueGrade | null {
  const value = text.trim();
  if (!NUMBER.test(value)) return null;
  const n = Number(value);
  return ranges.find((range) =>
    (range.min === null || n >= range.min) && (range.max === null || n <= range.max)
  )
    ?.grade ?? null;
}

/** A value with its unit as the shop says it: "2/32", "4 mm", "32 psi", "60%". */
export function withUnit(text: string, unit: ValueUnit): string {
  const value = text.trim();
  if (unit === "") return value;
  if (unit === "32nds") return `${value}/32`;
  if (unit === "%") return `${value}%`;
  return `${value} ${unit}`;
}

const RESULT_OF: Record<ValueGrade, ItemResult> = { green: "pass", yellow: "warn", red: "fail" };
const WORSE: Record<ValueGrade, number> = { green: 0, yellow: 1, red: 2 };

export interface GradedTask {
  taskType: TaskType;
  conclusionMode: "none" | "wf-optional" | "wf-required";
  values: Pick<TaskValue, "label" | "inputType" | "unit" | "ranges">[];
  yellowFindingId: number | null;
  redFindingId: number | null;
  findings: { id: number; text: string }[];
}

export interface Suggestion {
  result: ItemResult;
  grade: ValueGrade;
  /** The finding to choose with the result (the task's yellow or red finding), or null. */
  finding: { id: number; text: string } | null;
  /** The values that decided it, with their units: "LF 2/32". */
  because: string[];
}

/** Whether any of the task's values is graded (it has ranges and is a number). */
export function isGraded(task: Pick<GradedTask, "values">): boolean {
  return task.values.some((value) => value.inputType === "number" && value.ranges.length > 0);
}

/**
 * What the measured values suggest, or null: no graded value measured yet, a green reading with values
 * still to measure, or a grade whose result the task does not record (a yes/no task never warns).
 */
export function suggestResult(task: GradedTask, texts: readonly string[]): Suggestion | null {
  let worst: ValueGrade | null = null;
  let because: string[] = [];
  let unmeasured = false;
  task.values.forEach((value, index) => {
    if (value.inputType !== "number" || value.ranges.length === 0) return;
    const text = texts[index] ?? "";
    const grade = gradeOf(value.ranges, text);
    if (grade === null) {
      unmeasured = true;
      return;
    }
    const said = `${value.label} ${withUnit(text, value.unit)}`;
    if (worst === null || WORSE[grade] > WORSE[worst]) {
      worst = grade;
      because = [said];
    } else if (grade === worst) because.push(said);
  });
  if (worst === null) return null;
  const grade: ValueGrade = worst;
  if (grade === "green" && unmeasured) return null;
  const result = RESULT_OF[grade];
  if (!allowedResults(task.taskType).includes(result)) return null;
  const findingId = grade === "red" ? task.redFindingId : grade === "yellow" ? task.yellowFindingId : null;
  const finding = task.conclusionMode === "none" || findingId === null
    ? null
    : task.findings.find((f) => f.id === findingId) ?? null;
  return { result, grade, finding, because };
}
