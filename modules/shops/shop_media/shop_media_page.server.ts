// The shop's pictures and videos page (/{shop}/media): its logo and the pictures and videos an inspection's
// "Add shared image or video" dialog copies from. Every member may open it, as every member may list them
// through the calls; owners and managers (shop.manage) upload and change them, the rest see them read-only.
import { type Asset, ownerAssets } from "../../media/mod.ts";
import { hasPermission } from "../permissions.ts";
import type { ShopContext } from "../shop_page.ts";
import { staffWords } from "../staff_words.server.ts";
import { MEDIA_WORDS_MESSAGES } from "../media_words_keys.server.ts";
import { SHOP_MEDIA_MESSAGES } from "@modules/text/mod.ts";
import type { PageWords } from "@modules/text/ui.ts";

export interface ShopMediaPage {
  /** The shop's asset calls are /ajax/shops/{shopId}/assets... */
  shopId: number;
  assets: Asset[];
  /** Owners and managers upload, order, set the purpose and delete; mechanics only look. */
  canChange: boolean;
  /** The page's and its list's words: the shop's staff language, with its wording. */
  words: PageWords;
}

/** For every member (shop.view, checked by shopPage). */
export async function loadShopMedia(context: ShopContext): Promise<ShopMediaPage> {
  const { shop, roles, sql, services } = context;
  return {
    shopId: shop.id,
    assets: await ownerAssets(
      sql,
      { shopId: shop.id, subclass: "ShopAsset", ownerId: null, draftRef: null },
      services.config.media.publicUrl,
    ),
    canChange: hasPermission(roles, "shop.manage"),
    words: await staffWords(context, SHOP_MEDIA_MESSAGES, MEDIA_WORDS_MESSAGES),
  };
}
