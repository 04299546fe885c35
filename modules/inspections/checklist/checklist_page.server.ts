// The checklist page's data in one loader: the inspection's tasks under their categories (full
// configuration, findings, priorities) from the catalogue, its items, last time's results for the same
// vehicle and the staff names a conflict shows. A handful of queries whatever the checklist's length.
import type { Sql } from "@platform/db.ts";
import { hasPermission, listShopStaff, MEDIA_WORDS_MESSAGES } from "@modules/shops/mod.ts";
import {
  CHECKLIST_ROW_WORDS,
  type ChecklistData,
  loadChecklistOutline,
  PRICE_HINT_MESSAGES,
} from "@modules/catalog/mod.ts";
import { type CarryForward, loadCarryForward } from "./carry_forward.ts";
import { findNextCar, type NextCar } from "./next_car.server.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { selectItems } from "../queries.server.ts";
import { itemsLockedReason } from "./save_items.ts";
import type { InspectionItem } from "../types.ts";
import { BASE_CULTURE, CHECKLIST_MESSAGES, cultureOf, shopMessages } from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { catalogTranslator } from "@modules/catalog/mod.ts";

export interface ChecklistPage extends ChecklistData {
  items: InspectionItem[];
  summary: InspectionSummary;
  carryForward: CarryForward | null;
  /** Once a mechanic has handed the checklist in: where "Next car" leads (next_car.server.ts). */
  nextCar: NextCar | null;
  /** The checklist's words in the culture asked by lang (decision 028), with the shop's wording. */
  words: PageWords;
}

export async function loadChecklistPage(
  sql: Sql,
  access: InspectionAccess,
  lang = "",
): Promise<ChecklistPage> {
  const shopId = access.shop.id;
  // The culture asked by lang, else the shop's staff language (/account).
  const culture = cultureOf(lang) ?? cultureOf(access.shop.staffLanguage) ?? BASE_CULTURE;
  const [messages, translated] = await Promise.all([
    shopMessages(sql, shopId, culture),
    catalogTranslator(sql, shopId, culture),
  ]);
  const items = await selectItems(sql, shopId, access.inspection.id);
  // The inspection's own tasks (its type may have changed or gone since), inactive ones included.
  const outline = await loadChecklistOutline(sql, shopId, {
    typeId: null,
    taskIds: items.map((item) => item.taskId),
    name: access.inspection.typeName,
    includeInactive: true,
  });
  const locked = hasPermission(access.roles, "inspections.work")
    ? itemsLockedReason(access.inspection.status, hasPermission(access.roles, "inspections.audit"))
    : CHECKLIST_MESSAGES.lookOnly;
  const lockedReason = locked && messages.text(locked);
  const staff = await listShopStaff(sql, shopId);
  return {
    mode: lockedReason ? "readOnly" : "normal",
    lockedReason,
    summary: await summarizeInspection(sql, access),
    // The shop's category and task names in the culture, where it translated them.
    categories: outline.categories.map((category) => ({
      ...category,
      name: translated(category.name),
      tasks: category.tasks.map((task) => ({ ...task, name: translated(task.name) })),
    })),
    priorities: outline.priorities,
    items,
    carryForward: await loadCarryForward(sql, shopId, access.inspection, access.shop.timeZone, culture),
    nextCar: access.inspection.status === "readyForAudit" && access.roles.isMechanic
      ? await findNextCar(sql, access)
      : null,
    staffNames: Object.fromEntries(staff.map((member) => [member.userId, member.displayName])),
    // The save refuses a change of Sold from anyone else (save_items.ts): the page does not offer it.
    canSell: hasPermission(access.roles, "inspections.audit"),
    words: {
      culture,
      // A task's price hint ("from $40.00"), a value's grade and unit are said with the catalogue's words; its
      // photos with the media kit's.
      messages: messages.pick([
        ...Object.values(CHECKLIST_MESSAGES),
        ...Object.values(PRICE_HINT_MESSAGES),
        ...CHECKLIST_ROW_WORDS,
        ...Object.values(MEDIA_WORDS_MESSAGES),
      ]),
      currency: access.shop.currency,
    },
  };
}
