// The shop's pictures and videos page (/{shop}/media): its logo and the pictures and videos an inspection's
// "Add shared image or video" dialog copies from. Every member may open it, as every member may list them
// through the calls; owners and managers (shop.manage) upload and change them, the rest see them read-only.
import type { Config } from "@platform/config.ts";
import type { Sql } from "@platform/db.ts";
import type { Viewer } from "@platform/viewer.ts";
import { type Asset, ownerAssets } from "../media/mod.ts";
import { hasPermission } from "./permissions.ts";
import { requireShopAccess } from "./shop_access.ts";

export interface ShopMediaPage {
  /** The shop's asset calls are /ajax/shops/{shopId}/assets... */
  shopId: number;
  assets: Asset[];
  /** Owners and managers upload, order, set the purpose and delete; mechanics only look. */
  canChange: boolean;
}

export async function loadShopMedia(
  sql: Sql,
  config: Config,
  viewer: Viewer | null,
  shopUriName: string,
): Promise<ShopMediaPage> {
  const { shop, roles } = await requireShopAccess(sql, viewer, shopUriName, "shop.view");
  return {
    shopId: shop.id,
    assets: await ownerAssets(
      sql,
      { shopId: shop.id, subclass: "ShopAsset", ownerId: null, draftRef: null },
      config.media.publicUrl,
    ),
    canChange: hasPermission(roles, "shop.manage"),
  };
}
