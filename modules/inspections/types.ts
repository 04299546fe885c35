// The inspection's vocabulary: its life, its checklist items and the concurrency responses of seed 000
// section 3. Client-safe: the pages and the calls share these.
import type { ItemValues, RowItem } from "../catalog/ui.ts";

// The row's words (results, values, validation) are the catalogue's, shared with its checklist previews.
export {
  EMPTY_ITEM_VALUES,
  ITEM_RESULTS,
  ITEM_VALUE_FIELDS,
  type ItemResult,
  type ItemValues,
  RENDER_MODES,
  type RenderMode,
  ROW_VALIDATIONS,
  type RowTask,
  type RowValidation,
  VALUE_FIELDS,
  type ValueField,
} from "../catalog/ui.ts";

/** Every inspection page and call says this for an id that names nothing here: tampered, withdrawn,
 * another shop's, or no such inspection. */
export const NO_SUCH_INSPECTION = "There is no such inspection in this shop.";

/**
 * An inspection's life (docs/inspections.md): made at the counter, worked on in the bay, handed to a
 * manager, audited, sent to the customer, seen by the customer, closed. Sending back for more work
 * returns an audit to inProgress; reopening a closed inspection returns it to audited.
 */
export const INSPECTION_STATUSES = [
  "created",
  "inProgress",
  "readyForAudit",
  "audited",
  "reportSent",
  "viewed",
  "closed",
] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
export const INSPECTION_STATUS_LABELS: Record<InspectionStatus, string> = {
  created: "New",
  inProgress: "In progress",
  readyForAudit: "Ready for audit",
  audited: "Audited",
  reportSent: "Report sent",
  viewed: "Viewed by customer",
  closed: "Closed",
};

/**
 * The customer's answer to the recommended work, on top of the status (a viewed report may be approved):
 * approved (every recommended item), partlyApproved (some), declined (nothing approved, something declined).
 * docs/decisions/032-customer-answer-state.md.
 */
export const CUSTOMER_ANSWER_STATES = ["approved", "partlyApproved", "declined"] as const;
export type CustomerAnswerState = (typeof CUSTOMER_ANSWER_STATES)[number];

/** Mechanics record results until the audit; afterwards only owners and managers change items. */
export const MECHANIC_EDITABLE: ReadonlySet<InspectionStatus> = new Set([
  "created",
  "inProgress",
  "readyForAudit",
]);

export const ODOMETER_UNITS = ["mi", "km", "h"] as const;
export type OdometerUnit = (typeof ODOMETER_UNITS)[number];
export const ODOMETER_UNIT_LABELS: Record<OdometerUnit, string> = { mi: "miles", km: "km", h: "hours" };

/** A photo or video shown with an item (an inspection asset assigned to the item's task). */
export interface ItemAsset {
  assetId: number;
  kind: string;
  /** Null while a video is still being processed. */
  thumbnailUrl: string | null;
  isVisible: boolean;
}

/** An inspection item as the calls return it (seed: inspection item properties). */
export interface InspectionItem extends RowItem {
  itemAssets: ItemAsset[];
}

/**
 * One item of a save: the version it was read at, the fields to change (absent: unchanged) and, in `was`,
 * what each of them showed when the person changed it (checklist/item_decision.ts says what that decides).
 */
export type PostedItem =
  & { taskId: number; itemVersion: number; was?: Partial<ItemValues> }
  & Partial<ItemValues>;

export type PostedItemOutcome = "saved" | "unchanged" | "conflict" | "invalid" | "notFound";

export interface PostedItemStatus {
  status: PostedItemOutcome;
  /** The item's version now (the new one after a save; the newer one on a conflict). */
  itemVersion: number | null;
  /** Why it was refused, for the person at the row. */
  message?: string;
}

/** Seed "Inspection items response": the answer of every item save. */
export interface InspectionItemsResponse {
  httpStatus: 200 | 400 | 409;
  /** Keyed by task id. */
  postedItemsStatus: Record<string, PostedItemStatus>;
  /** Every item of the inspection as stored now, so the page can bring itself up to date. */
  allItems: InspectionItem[];
}

/** Seed "Header values response" (customerConflict and customerVersion added: the header edits the
 * customer's details too, and they have their own version). */
export interface HeaderValuesResponse {
  inspectionConflict: boolean;
  subjectConflict: boolean;
  customerConflict: boolean;
  inspectionVersion: number;
  subjectVersion: number | null;
  customerVersion: number | null;
}
