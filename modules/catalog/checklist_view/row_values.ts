// What a checklist row records under a task's settings: the results, the values, the row's validation
// and the item as the row shows it. The catalogue's previews and the inspection's checklist render the
// same rows, so these live here, with the tasks (their words are the catalogue's checklist.* messages); an
// inspection's item adds its version and pictures.
// Client-safe.
import type { TaskType } from "../types.ts";

export const ITEM_RESULTS = ["none", "pass", "warn", "fail", "nota"] as const;
export type ItemResult = (typeof ITEM_RESULTS)[number];

export const ROW_VALIDATIONS = ["validempty", "required", "invalid", "valid"] as const;
export type RowValidation = (typeof ROW_VALIDATIONS)[number];

export const RENDER_MODES = ["normal", "taskPreview", "typePreview", "readOnly"] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

export const VALUE_FIELDS = ["value1", "value2", "value3", "value4"] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

/** What a checklist row records: the fields an item save may change. */
export interface ItemValues {
  result: ItemResult;
  /** The finding chosen (seed: conclusion). */
  conclusionId: number | null;
  notes: string;
  sold: boolean;
  /** Labour hours for the recommended work. */
  time: number | null;
  price: number | null;
  priorityId: number | null;
  value1: string;
  value2: string;
  value3: string;
  value4: string;
}

export const ITEM_VALUE_FIELDS = [
  "result",
  "conclusionId",
  "notes",
  "sold",
  "time",
  "price",
  "priorityId",
  ...VALUE_FIELDS,
] as const satisfies readonly (keyof ItemValues)[];

export const EMPTY_ITEM_VALUES: ItemValues = {
  result: "none",
  conclusionId: null,
  notes: "",
  sold: false,
  time: null,
  price: null,
  priorityId: null,
  value1: "",
  value2: "",
  value3: "",
  value4: "",
};

/** An item as a checklist row shows it (seed: inspection item properties); the inspection's item says
 * what its pictures and videos are. */
export interface RowItem extends ItemValues {
  taskId: number;
  itemVersion: number;
  /** The task's name and the finding's text as recorded. */
  taskName: string;
  findingText: string;
  /** Its pictures and videos: the media rules count them. */
  itemAssets: { assetId: number }[];
  updatedAt: string;
  updatedByUserId: number | null;
}

/** The task settings a checklist row obeys (a subset of the catalogue's task configuration). */
export interface RowTask {
  taskType: TaskType;
  conclusionMode: "none" | "wf-optional" | "wf-required";
  mediaMode: "none" | "optional" | "wf-required" | "required";
  notesMode: "none" | "optional" | "wf-required" | "required" | "wf-optional" | "wf-required-only";
  valueMode: "none" | "optional" | "required";
  values: { label: string; inputType: "text" | "date" | "datetime-local" | "number" }[];
}
