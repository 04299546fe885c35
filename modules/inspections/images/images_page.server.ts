// The inspection's images page: the heading, the pictures and videos in their order, and what the page's
// asset list needs to call (the inspection's own calls, the shop's shared assets, the vehicle's).
import type { Config } from "@platform/config.ts";
import type { Sql } from "@platform/db.ts";
import { hasPermission, MEDIA_WORDS_MESSAGES, staffMessages } from "@modules/shops/mod.ts";
import { INSPECTION_IMAGES_MESSAGES } from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";
import { type Asset, ownerAssets } from "@modules/media/mod.ts";
import type { InspectionAccess } from "../inspection_access.ts";
import { type InspectionSummary, summarizeInspection } from "../inspection_summary.ts";
import { itemsLockedReason } from "../checklist/save_items.ts";
import { HEADING_WORDS } from "../shared/inspection_heading.tsx";

export interface InspectionImagesPage {
  summary: InspectionSummary;
  assets: Asset[];
  shopId: number;
  vehicleId: number | null;
  /** False for a viewer who may only look, or once the inspection's items are locked. */
  canChange: boolean;
  /** The page's, its heading's and its pictures list's words: the staff language, with the shop's wording. */
  words: PageWords;
}

/** The page's gate (inspections.view) is the caller's: inspectionPage. */
export async function loadInspectionImages(
  sql: Sql,
  config: Config,
  access: InspectionAccess,
): Promise<InspectionImagesPage> {
  const { shop, inspection } = access;
  const locked = itemsLockedReason(inspection.status, hasPermission(access.roles, "inspections.audit"));
  const messages = await staffMessages(sql, shop);
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
    words: {
      culture: messages.culture,
      messages: messages.pick([
        ...Object.values(INSPECTION_IMAGES_MESSAGES),
        ...Object.values(MEDIA_WORDS_MESSAGES),
        ...HEADING_WORDS,
      ]),
    },
  };
}
