// What the checklist component is given, on the inspection's page and in the catalogue's previews alike.
// Client-safe.
import type { OutlineCategory } from "../outline_queries.server.ts";
import { EMPTY_ITEM_VALUES, type RenderMode, type RowItem } from "./row_values.ts";

export interface ChecklistData {
  mode: RenderMode;
  /** Why the viewer cannot change the items (readOnly), said at the top. */
  lockedReason: string | null;
  categories: OutlineCategory[];
  priorities: { id: number; name: string; colour: string }[];
  items: RowItem[];
  /** user id -> name: who changed a row first when a save meets a conflict. */
  staffNames: Record<string, string>;
  /** The viewer may mark work sold (owners and managers); false hides Sold. A preview saves nothing: shown. */
  canSell?: boolean;
}

/** The items of a checklist nobody has started: what a preview shows and changes only in the browser. */
export function blankItems(categories: OutlineCategory[]): RowItem[] {
  return categories.flatMap((category) =>
    category.tasks.map((task) => ({
      ...EMPTY_ITEM_VALUES,
      priorityId: task.defaultPriorityId,
      taskId: task.id,
      itemVersion: 1,
      taskName: task.name,
      findingText: "",
      itemAssets: [],
      updatedAt: "",
      updatedByUserId: null,
    }))
  );
}
