// The structure of an inspection type's checklist: its tasks under the shop's categories, in the shop's
// category and task order, each with its full configuration, its findings (not archived, in order) and the
// shop's priorities. The preview page shows it; the checklist screens (checklist and report previews,
// inspections) build on it. An unsaved type (typeId null) or unsaved changes to a saved one are previewed
// by passing the fields and taskIds to use instead of the stored ones.
import type { Tx } from "../../src/platform/db.ts";
import { NotFoundError } from "../../src/platform/errors.ts";
import { NOT_FOUND } from "./catalog_access.ts";
import { countShopTasks, selectType } from "./inspection_types/inspection_types_queries.server.ts";
import { type OutlineCategory, selectOutline } from "./outline_queries.server.ts";
import type { CustomerMode, SubjectType } from "./types.ts";

export type { OutlineCategory, OutlineFinding, OutlineTask, PriorityChip } from "./outline_queries.server.ts";

export interface OutlineOptions {
  typeId: number | null;
  /** The tasks to show instead of the type's own (an unsaved selection). */
  taskIds?: number[];
  subjectType?: SubjectType;
  customerMode?: CustomerMode;
  name?: string;
  /** Also inactive tasks and the tasks of inactive categories (each says it is inactive). */
  includeInactive: boolean;
}

export interface ChecklistOutline {
  type: {
    id: number | null;
    name: string;
    description: string;
    subjectType: SubjectType;
    customerMode: CustomerMode;
    isActive: boolean;
  };
  categories: OutlineCategory[];
  /** The shop's active priorities, in order. */
  priorities: { id: number; name: string; colour: string }[];
}

export async function loadChecklistOutline(
  tx: Tx,
  shopId: number,
  options: OutlineOptions,
): Promise<ChecklistOutline> {
  const stored = options.typeId === null ? null : await selectType(tx, shopId, options.typeId);
  if (options.typeId !== null && !stored) throw new NotFoundError(NOT_FOUND.inspection_types);
  const taskIds = options.taskIds ?? stored?.taskIds ?? [];
  if (options.taskIds && (await countShopTasks(tx, shopId, taskIds)) !== new Set(taskIds).size) {
    throw new NotFoundError(NOT_FOUND.tasks);
  }
  const categories = await selectOutline(tx, shopId, {
    taskIds,
    includeInactive: options.includeInactive,
    includeArchived: false,
  });
  const priorities = await tx<{ id: number; name: string; colour: string }[]>`
    select id, name, colour from priorities where shop_id = ${shopId} and is_active order by sort_order, id`;
  return {
    type: {
      id: stored?.id ?? null,
      name: options.name ?? stored?.name ?? "",
      description: stored?.description ?? "",
      subjectType: options.subjectType ?? stored?.subjectType ?? "vehicle",
      customerMode: options.customerMode ?? stored?.customerMode ?? "required",
      isActive: stored?.isActive ?? true,
    },
    categories,
    priorities,
  };
}
