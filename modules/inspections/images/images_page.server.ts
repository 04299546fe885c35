// The inspection's images page: the heading, the pictures and videos in their order, and what the page's
// asset list needs to call (the inspection's own calls, the shop's shared assets, the vehicle's).
import type { Config } from "@platform/config.ts";
import type { Sql } from "@platform/db.ts";
import { hasPermission } from "@modules/shops/mod.ts";
import { type Asset, ownerAssets } from "@modules/media/mod.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { itemsLockedReason } from "../checklist/save_items.ts";

export interface InspectionImagesPage {
  summary: InspectionSummary;
  assets: Asset[];
  shopId: number;
  vehicleId: number | null;
  /** False for a viewer who may only look, or once the inspection's items are locked. */
  canChange: boolean;
}

/** The page's gate (inspections.view) is the caller's: inspectionPage. */
export async function loadInspectionImages(
  sql: Sql,
  config: Config,
  access: InspectionAccess,
): Promise<InspectionImagesPage> {
  const { shop, inspection } = access;
  const locked = itemsLockedReason(inspection.status, hasPermission(access.roles, "inspections.audit"));
  return {
    summary: await summarizeInspection(sql, access),
    assets: await ownerAssets(
      sql,
      { shopId: shop.id, subclass: "InspectionAsset", ownerId: inspection.id, draftRef: null },
      config.media.publicUrl,
    ),
    shopId: shop.id,
    vehicleId: inspection.subjectId,
    canChange: hasPermission(access.roles, "inspections.work") && locked === null,
  };
}
