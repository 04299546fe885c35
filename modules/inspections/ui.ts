// inspections: client-safe public API — the row rules, the vocabulary, page server functions and types.
export {
  allowedResults,
  checkRow,
  isWarnOrFail,
  needsResult,
  type RowInput,
  type RowState,
  valueProblem,
} from "./row_rules.ts";
export * from "./types.ts";
export type { InspectionSummary } from "./inspection_summary.ts";
