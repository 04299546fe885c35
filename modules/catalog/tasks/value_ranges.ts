// A task value's green/yellow/red ranges as the task form writes them: one text per grade, ranges
// separated by commas, each "3-4" (both ends included), "5 or more", "2 or less" or one number. Read into
// GradeRange rows, written back the same way, and checked: only number values are graded, and no number
// may fall in two ranges. Client-safe: the form and the server read the same words (the ranges are typed in
// English, "5 or more"; what is wrong with them is said with `say`, in the page's language).
import { InputError } from "@platform/errors.ts";
import { type Say, TASK_FORM_MESSAGES as T } from "@modules/text/ui.ts";
import type { GradeRange, TaskValue, ValueGrade } from "../types.ts";

const NUM = String.raw`-?\d+(?:\.\d+)?`;
const BETWEEN = new RegExp(String.raw`^(${NUM})\s*(?:-|–|to)\s*(${NUM})$`, "i");
const OR_MORE = new RegExp(String.raw`^(${NUM})\s*(?:\+|or more|and above|and up)$`, "i");
const OR_LESS = new RegExp(String.raw`^(?:(${NUM})\s*or less|(?:up to|below or at|≤|<=)\s*(${NUM}))$`, "i");
const EXACT = new RegExp(String.raw`^(${NUM})$`);

/** The ranges one grade's field names; an InputError names the part that is not a range. */
export function parseRanges(text: string, grade: ValueGrade, label: string, say: Say): GradeRange[] {
  return text.split(",").map((part) => part.trim()).filter((part) => part !== "").map((part) => {
    let match = BETWEEN.exec(part);
    if (match) {
      const [a, b] = [Number(match[1]), Number(match[2])];
      return { grade, min: Math.min(a, b), max: Math.max(a, b) };
    }
    match = OR_MORE.exec(part);
    if (match) return { grade, min: Number(match[1]), max: null };
    match = OR_LESS.exec(part);
    if (match) return { grade, min: null, max: Number(match[1] ?? match[2]) };
    match = EXACT.exec(part);
    if (match) return { grade, min: Number(match[1]), max: Number(match[1]) };
    throw new InputError(say(T.problemNotARange, { label, grade, part }));
  });
}

/** One range in the form's words. */
export function rangeText(range: Pick<GradeRange, "min" | "max">): string {
  if (range.min === null && range.max === null) return "any";
  if (range.min === null) return `${range.max} or less`;
  if (range.max === null) return `${range.min} or more`;
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}

/** A grade's field as the form shows it. */
export function rangesText(ranges: readonly GradeRange[], grade: ValueGrade): string {
  return ranges.filter((range) => range.grade === grade).map(rangeText).join(", ");
}

function overlap(a: GradeRange, b: GradeRange): boolean {
  const low = Math.max(a.min ?? -Infinity, b.min ?? -Infinity);
  const high = Math.min(a.max ?? Infinity, b.max ?? Infinity);
  return low <= high;
}

/** Why a value's ranges are refused, in words for the task form; empty when they make sense. */
export function rangeProblems(value: Pick<TaskValue, "label" | "inputType" | "ranges">, say: Say): string[] {
  if (value.ranges.length === 0) return [];
  if (value.inputType !== "number") return [say(T.problemRangesOnNumbers, { label: value.label })];
  const problems: string[] = [];
  value.ranges.forEach((a, i) => {
    for (const b of value.ranges.slice(i + 1)) {
      if (overlap(a, b)) {
        problems.push(say(T.problemRangesOverlap, {
          label: value.label,
          gradeA: a.grade,
          rangeA: rangeText(a),
          gradeB: b.grade,
          rangeB: rangeText(b),
        }));
      }
    }
  });
  return problems;
}
