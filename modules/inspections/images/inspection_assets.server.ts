// An inspection's pictures and videos: the inspection as an asset owner (who may see and change them), the
// image menu (the checklist tasks a picture can be shown with) and moving a picture to the vehicle and
// back. media stores the files; this module answers who may.
import type { Context } from "hono";
import { NotFoundError, UserFacingError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { hasPermission } from "@modules/shops/mod.ts";
import {
  assetCalls,
  type AssetOwner,
  assetRequestOf,
  moveAsset,
  ownerAssets,
  type OwnerRef,
  registerAssetOwner,
} from "@modules/media/mod.ts";
import { requireInspectionAccess } from "../inspection_access.ts";
import { itemsLockedReason } from "../checklist/save_items.ts";

export const inspectionAssetOwner: AssetOwner = {
  subclass: "InspectionAsset",
  noun: "Inspection",
  async resolve({ services: { sql, keys }, viewer }, key) {
    const access = await requireInspectionAccess(sql, keys, viewer, key, "inspections.view");
    const mayWork = hasPermission(access.roles, "inspections.work");
    const locked = itemsLockedReason(
      access.inspection.status,
      hasPermission(access.roles, "inspections.audit"),
    );
    return {
      shopId: access.shop.id,
      ownerId: access.inspection.id,
      draftRef: null,
      canChange: mayWork && locked === null,
      userId: access.viewer.userId,
    };
  },
  async hasTask(tx, access, taskId) {
    const [row] = await tx`
      select 1 from inspection_items where shop_id = ${access.shopId} and inspection_id = ${access.ownerId}
        and task_id = ${taskId}`;
    return row !== undefined;
  },
};

const ENC = "[A-Za-z0-9_-]{40,60}";

/** /ajax/inspections/{enc}/...: the shared asset calls plus the inspection's own. */
export const inspectionAssetCalls = assetCalls("InspectionAsset", ENC);

async function ownerOf(c: Context<AppEnv>, change: boolean) {
  const access = await inspectionAssetOwner.resolve(assetRequestOf(c), c.req.param("encInspectionId")!);
  if (!access) throw new NotFoundError("The specified Inspection was not found.");
  if (change && !access.canChange) {
    throw new UserFacingError(403, "You do not have permission to change the pictures and videos here.");
  }
  return access;
}

inspectionAssetCalls.get(`/:encInspectionId{${ENC}}/assets/menu`, async (c) => {
  const access = await ownerOf(c, false);
  const { sql, config } = c.get("services");
  const ref: OwnerRef = {
    shopId: access.shopId,
    subclass: "InspectionAsset",
    ownerId: access.ownerId,
    draftRef: null,
  };
  const [inspection] = await sql<{ typeName: string }[]>`
    select type_name as "typeName" from inspections where shop_id = ${access.shopId} and id = ${access.ownerId}`;
  const rows = await sql<
    {
      categoryId: number;
      categoryName: string;
      taskId: number;
      name: string;
      result: string;
      hasNotes: boolean;
    }[]
  >`
    select t.category_id as "categoryId", t.category_name as "categoryName", it.task_id as "taskId",
      it.task_name as name, it.result, it.notes <> '' as "hasNotes"
    from inspection_items it
    join catalog_task_rows t on t.shop_id = it.shop_id and t.task_id = it.task_id
    where it.shop_id = ${access.shopId} and it.inspection_id = ${access.ownerId}
    order by t.category_sort_order, t.category_id, t.task_sort_order, t.task_id`;
  const categories: { categoryId: number; name: string; tasks: unknown[] }[] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.categoryId !== row.categoryId) {
      categories.push(category = { categoryId: row.categoryId, name: row.categoryName, tasks: [] });
    }
    category.tasks.push({
      taskId: row.taskId,
      name: row.name,
      // Not yet done is null; "nota" (not applicable) counts as done without a colour.
      itemStatus: row.result === "none" ? null : row.result === "nota" ? "none" : row.result,
      hasNotes: row.hasNotes,
    });
  }
  const assets = await ownerAssets(sql, ref, config.media.publicUrl);
  return c.json({
    inspectionTypeName: inspection.typeName,
    allAssets: Object.fromEntries(assets.map((asset) => [asset.assetId, asset])),
    categories,
  });
});

/** The inspection's vehicle, where its pictures can be kept for the next visit. */
async function vehicleOf(c: Context<AppEnv>, shopId: number, inspectionId: number): Promise<OwnerRef> {
  const [row] = await c.get("services").sql<{ subjectId: number | null }[]>`
    select subject_id as "subjectId" from inspections where shop_id = ${shopId} and id = ${inspectionId}`;
  if (!row?.subjectId) throw new NotFoundError("This inspection has no vehicle to keep the picture with.");
  return { shopId, subclass: "SubjectAsset", ownerId: row.subjectId, draftRef: null };
}

inspectionAssetCalls.post(
  `/:encInspectionId{${ENC}}/assets/:assetId{[0-9]{1,10}}/move-to-vehicle`,
  async (c) => {
    const access = await ownerOf(c, true);
    const from: OwnerRef = {
      shopId: access.shopId,
      subclass: "InspectionAsset",
      ownerId: access.ownerId,
      draftRef: null,
    };
    const to = await vehicleOf(c, access.shopId, access.ownerId!);
    const assetId = await c.get("services").sql.begin((tx) =>
      moveAsset(tx, from, Number(c.req.param("assetId")), to)
    );
    return c.json({ assetId });
  },
);

inspectionAssetCalls.post(
  `/:encInspectionId{${ENC}}/vehicle-assets/:assetId{[0-9]{1,10}}/move`,
  async (c) => {
    const access = await ownerOf(c, true);
    const to: OwnerRef = {
      shopId: access.shopId,
      subclass: "InspectionAsset",
      ownerId: access.ownerId,
      draftRef: null,
    };
    const from = await vehicleOf(c, access.shopId, access.ownerId!);
    const assetId = await c.get("services").sql.begin((tx) =>
      moveAsset(tx, from, Number(c.req.param("assetId")), to)
    );
    return c.json({ assetId });
  },
);

export function registerInspectionAssets(): void {
  registerAssetOwner(inspectionAssetOwner);
}
