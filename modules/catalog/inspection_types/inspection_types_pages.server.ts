// What the inspection type pages show (/{shop}/inspection-types, /add, /{id}/edit, /{id}/preview,
// /compare), each behind its permission: catalog.view to see, catalog.manage to add, catalog.publish for
// the tenant shops section.
import { hasPermission, requirePermission, type ShopContext } from "@modules/shops/mod.ts";
import { type Asset, ownerAssets } from "@modules/media/mod.ts";
import { NotFoundError } from "@platform/errors.ts";
import { NOT_FOUND } from "../catalog_access.ts";
import {
  selectTaskChoices,
  selectTenantCopies,
  selectType,
  selectTypeList,
  selectTypeTaskSets,
  type TaskChoiceCategory,
  type TypeListRow,
} from "./inspection_types_queries.server.ts";
import { type ChecklistOutline, loadChecklistOutline } from "../load_checklist_outline.ts";
import type { InspectionTypeBasics } from "../types.ts";
import { isAttachedCopy, managedMessage } from "./type_rules.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { catalogueWords } from "../catalogue_words.server.ts";

export type { TaskChoiceCategory, TypeListRow } from "./inspection_types_queries.server.ts";
export type { ChecklistOutline, OutlineCategory, OutlineTask } from "../load_checklist_outline.ts";

export interface TypesListPage {
  types: TypeListRow[];
  /** The page's words in the shop's staff language, with the shop's wording (decision 028). */
  words: PageWords;
}

export async function loadTypesList(access: ShopContext, showAll: boolean): Promise<TypesListPage> {
  return {
    types: await selectTypeList(access.sql, access.shop.id, showAll),
    words: await catalogueWords(access),
  };
}

export type TenantCopyState = "not-published" | "up-to-date" | "changed" | "detached";

export interface TypeFormPage {
  /** null on /add. */
  type:
    | (InspectionTypeBasics & {
      taskIds: number[];
      /** The parent shop's name while this is an attached copy: read-only here until detached. */
      managedBy: string | null;
      /** What every refused write to the attached copy says. */
      managedNotice: string | null;
      /** The parent shop a detached copy came from. */
      detachedFrom: string | null;
    })
    | null;
  categories: TaskChoiceCategory[];
  /** The parent shop's tenants and the state of each one's copy, for owners; null when there are none. */
  tenants: { shopId: number; shopName: string; state: TenantCopyState }[] | null;
  /** The type's shared pictures and videos (InspectionTypeAsset); none on /add. */
  pictures: Asset[];
  /** Owners and managers change them (catalog.manage), as the type's asset owner decides. */
  canChangePictures: boolean;
  words: PageWords;
}

/** /add asks catalog.manage; a type's page, catalog.view (the server function's gate). */
export async function loadTypeForm(
  access: ShopContext,
  typeId: number | null,
  mediaPublicUrl: string | null,
): Promise<TypeFormPage> {
  const { sql } = access;
  if (typeId === null) requirePermission(access.roles, "catalog.manage");
  const shopId = access.shop.id;
  const type = typeId === null ? null : await selectType(sql, shopId, typeId);
  if (typeId !== null && !type) throw new NotFoundError(NOT_FOUND.inspection_types);
  const tenants = type && hasPermission(access.roles, "catalog.publish")
    ? (await selectTenantCopies(sql, shopId, type.id)).map((row) => ({
      shopId: row.shopId,
      shopName: row.shopName,
      state: row.copyId === null
        ? "not-published" as const
        : row.isDetached
        ? "detached" as const
        : row.changed
        ? "changed" as const
        : "up-to-date" as const,
    }))
    : [];
  return {
    type: type && {
      id: type.id,
      name: type.name,
      description: type.description,
      subjectType: type.subjectType,
      customerMode: type.customerMode,
      isActive: type.isActive,
      isDefault: type.isDefault,
      taskIds: type.taskIds,
      managedBy: isAttachedCopy(type) ? type.sourceShop : null,
      managedNotice: isAttachedCopy(type) ? managedMessage(type.sourceShop!) : null,
      detachedFrom: type.isDetached ? type.sourceShop : null,
    },
    categories: await selectTaskChoices(sql, shopId),
    tenants: tenants.length > 0 ? tenants : null,
    pictures: type
      ? await ownerAssets(
        sql,
        { shopId, subclass: "InspectionTypeAsset", ownerId: type.id, draftRef: null },
        mediaPublicUrl,
      )
      : [],
    canChangePictures: hasPermission(access.roles, "catalog.manage"),
    words: await catalogueWords(access, "pictures"),
  };
}

/** A type's outline, with the words of its settings (the task form's option labels). */
export type TypePreview = ChecklistOutline & { words: PageWords };

export async function loadTypePreview(
  access: ShopContext,
  typeId: number,
  showInactiveTasks: boolean,
): Promise<TypePreview> {
  return {
    ...await loadChecklistOutline(access.sql, access.shop.id, { typeId, includeInactive: showInactiveTasks }),
    words: await catalogueWords(access, "outline"),
  };
}

export interface CompareOptions {
  showUnusedTasks: boolean;
  showInactiveTasks: boolean;
  showInactiveTypes: boolean;
}

export interface ComparePage {
  /** The columns, with how many of the rows shown each type holds. */
  types: { id: number; name: string; isActive: boolean; isDefault: boolean; taskCount: number }[];
  /** The rows: tasks grouped by category, in the shop's order; typeIds are the shown types holding each. */
  categories: {
    id: number;
    name: string;
    isActive: boolean;
    tasks: { id: number; name: string; isActive: boolean; typeIds: number[] }[];
  }[];
  words: PageWords;
}

export async function loadComparePage(access: ShopContext, options: CompareOptions): Promise<ComparePage> {
  const { sql, shop } = access;
  const types = await selectTypeTaskSets(sql, shop.id, options.showInactiveTypes);
  const holders = new Map<number, number[]>();
  for (const type of types) {
    for (const taskId of type.taskIds) holders.set(taskId, [...(holders.get(taskId) ?? []), type.id]);
  }
  const categories = (await selectTaskChoices(sql, shop.id))
    .map((category) => ({
      ...category,
      tasks: category.tasks
        .filter((task) => options.showInactiveTasks || (task.isActive && category.isActive))
        .map((task) => ({ ...task, typeIds: holders.get(task.id) ?? [] }))
        .filter((task) => options.showUnusedTasks || task.typeIds.length > 0),
    }))
    .filter((category) => category.tasks.length > 0);
  const shownTasks = categories.flatMap((category) => category.tasks);
  return {
    types: types.map((type) => ({
      id: type.id,
      name: type.name,
      isActive: type.isActive,
      isDefault: type.isDefault,
      taskCount: shownTasks.filter((task) => task.typeIds.includes(type.id)).length,
    })),
    categories,
    words: await catalogueWords(access),
  };
}
