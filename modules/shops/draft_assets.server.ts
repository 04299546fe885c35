// A form's pictures before the thing they belong to exists (DraftAsset) at /ajax/draft/{ref}/assets...
// The form makes up the ref; the pictures are kept under the person writing the form (the asset's owner
// id is their user id) in the shop of the page the call comes from, so a ref, guessed or shared, never
// reaches another person's drafts or another shop. Whoever may act in that shop may add drafts; the one
// who sees a draft is the one who may change it. Accounts holds it because a draft belongs to a user.
import { assetCalls, type AssetOwner, registerAssetOwner } from "../media/mod.ts";
import { rolesIn } from "./shop_access.ts";
import type { ShopOfCall } from "./users/user_assets.server.ts";

export const DRAFT_REF_PATTERN = "[A-Za-z0-9_-]{8,80}";

export function draftAssetOwner(shopOfCall: ShopOfCall): AssetOwner {
  return {
    subclass: "DraftAsset",
    noun: "Draft",
    async resolve(request, key) {
      const { viewer } = request;
      if (!viewer || !new RegExp(`^${DRAFT_REF_PATTERN}$`).test(key)) return null;
      const shopId = await shopOfCall(request);
      if (shopId === null || !(await rolesIn(request.services.sql, viewer, shopId))) return null;
      return { shopId, ownerId: viewer.userId, draftRef: key, canChange: true, userId: viewer.userId };
    },
  };
}

/** Mounted at /ajax/draft. */
export const draftAssetCalls = assetCalls("DraftAsset", DRAFT_REF_PATTERN);

export function registerDraftAssets(shopOfCall: ShopOfCall): void {
  registerAssetOwner(draftAssetOwner(shopOfCall));
}
