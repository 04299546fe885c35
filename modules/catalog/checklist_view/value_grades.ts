// Grading a measured value against its task's green/yellow/red ranges (docs/inspections/checklist.md,
// "Units and ranges"), and the result the row then suggests: the worst grade among the task's values wins,
// red suggests Fail with the task's red finding, yellow Warn with its yellow finding, and Pass only once
// every graded value is measured and green. A value graded against another (a battery's measured CCA of its
// rated CCA) is graded by the whole percentage it is of that one. Pure and client-safe.
import type { GradeRange, TaskType, TaskValue, ValueGrade, ValueUnit } from "../types.ts";
import { allowedResults } from "./row_rules.ts";
import type { ItemResult } from "./row_values.ts";

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number typed, or null when it is not one. */
function numberOf(text: string | undefined): number | null {
  const value = (text ?? "").trim();
  return NUMBER.test(value) ? Number(value) : null;
}

/** The grade of a number, or null: outside every range (a gap is not graded). */
function gradeOfNumber(ranges: readonly GradeRange[], n: number): ValueGrade | null {
  return ranges.find((range) =>
    (range.min === null || n >= range.min) && (range.max === null || n <= range.max)
  )
    ?.grade ?? null;
}

/** The grade of a typed value, or null: not a number, or outside every range (a gap is not graded). */
export function gradeOf(ranges: readonly GradeRange[], text: string): ValueGrade | null {
  const n = numberOf(text);
  return n === null ? null : gradeOfNumber(ranges, n);
}

type GradedValue = Pick<TaskValue, "label" | "inputType" | "unit" | "ranges" | "percentOf">;

/**
 * What value `index` reads as, graded: the number its ranges apply to (the reading, or the whole percentage,
 * rounded down, it is of the value it is graded against: 12.6 CCA of 650 is 1) and its grade, or null when
 * it is not graded, not measured yet, or graded against a value not measured (or zero).
 */
export function readingAt(
  values: readonly GradedValue[],
  index: number,
  texts: readonly string[],
): { reading: number; grade: ValueGrade | null; of: number | null } | null {
  const value = values[index];
  if (!value || value.inputType !== "number" || value.ranges.length === 0) return null;
  const n = numberOf(texts[index]);
  if (n === null) return null;
  if (value.percentOf === null) return { reading: n, grade: gradeOfNumber(value.ranges, n), of: null };
  const of = numberOf(texts[value.percentOf - 1]);
  if (of === null || of <= 0) return null;
  const percent = Math.floor((n / of) * 100);
  return { reading: percent, grade: gradeOfNumber(value.ranges, percent), of };
}

/** What value `index` holds as the shop says it: "LF 2/32", "Measured CCA 12.6 CCA (1% of 650 CCA)". */
export function saidAt(values: readonly GradedValue[], index: number, texts: readonly string[]): string {
  const value = values[index];
  const said = `${value.label} ${withUnit(texts[index] ?? "", value.unit)}`;
  const read = readingAt(values, index, texts);
  if (!read || read.of === null || value.percentOf === null) return said;
  const of = values[value.percentOf - 1];
  return `${said} (${read.reading}% of ${withUnit(texts[value.percentOf - 1] ?? "", of.unit)})`;
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
  values: GradedValue[];
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
    const grade = readingAt(task.values, index, texts)?.grade ?? null;
    if (grade === null) {
      unmeasured = true;
      return;
    }
    const said = saidAt(task.values, index, texts);
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
