// The checklist previews of the catalogue: /{shop}/inspection-types/{id}/checklist-preview (a saved type,
// or its unsaved changes given as query values) and /{shop}/inspection-types/new/checklist-preview (a type
// being made: taskIds required). The same checklist as an inspection's, in typePreview mode: the controls
// work in the browser and nothing is saved. Query values that do not parse are named, not fatal.
import type { Sql } from "@platform/db.ts";
import { UserFacingError } from "@platform/errors.ts";
import type { ShopAccess } from "@modules/shops/mod.ts";
import {
  blankItems,
  type ChecklistData,
  type CustomerMode,
  loadChecklistOutline,
  parseCustomerMode,
  parseSubjectType,
  type SubjectType,
} from "@modules/catalog/mod.ts";

export interface ChecklistPreviewQuery {
  name?: string;
  odo?: string;
  subjectType?: string;
  customerMode?: string;
  /** Comma-separated task ids. */
  taskIds?: string;
}

export interface ChecklistPreview extends ChecklistData {
  typeName: string;
  subjectType: SubjectType;
  customerMode: CustomerMode;
  odometer: string;
  /** What in the address was not understood (the preview shows the rest). */
  notices: string[];
}

/** The page's gate (catalog.view in the shop of the address) has given `access`. */
export async function loadChecklistPreview(
  sql: Sql,
  { shop }: ShopAccess,
  typeId: number | null,
  query: ChecklistPreviewQuery,
): Promise<ChecklistPreview> {
  const notices: string[] = [];
  const parsed = <T>(raw: string | undefined, parse: (raw: unknown) => T): T | undefined => {
    if (raw === undefined || raw === "") return undefined;
    try {
      return parse(raw);
    } catch (error) {
      if (error instanceof UserFacingError) notices.push(error.message);
      else throw error;
      return undefined;
    }
  };
  let taskIds = parsed(query.taskIds, taskIdsOf);
  if (typeId === null && taskIds === undefined) {
    notices.push("Choose the type's tasks first: this preview shows the tasks given as taskIds.");
    taskIds = [];
  }
  const outline = await loadChecklistOutline(sql, shop.id, {
    typeId,
    taskIds,
    name: query.name || undefined,
    subjectType: parsed(query.subjectType, parseSubjectType),
    customerMode: parsed(query.customerMode, parseCustomerMode),
    includeInactive: false,
  });
  return {
    mode: "typePreview",
    lockedReason: null,
    categories: outline.categories,
    priorities: outline.priorities,
    items: blankItems(outline.categories),
    staffNames: {},
    typeName: outline.type.name || "New inspection type",
    subjectType: outline.type.subjectType,
    customerMode: outline.type.customerMode,
    odometer: /^\d{1,9}$/.test(query.odo ?? "") ? query.odo! : "",
    notices,
  };
}

function taskIdsOf(raw: unknown): number[] {
  const parts = String(raw).split(",").map((part) => part.trim()).filter(Boolean);
  if (parts.length > 1000 || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) < 2 ** 31)) {
    throw new UserFacingError(400, "taskIds must be task ids separated by commas, such as 12,7,9.");
  }
  return [...new Set(parts.map(Number))];
}
