// A shop's own pictures and videos (ShopAsset: its logo, and the shared pictures the "add shared image or
// video" dialog of an inspection copies from) at /ajax/shops/{shopId}/assets... Every member sees them;
// owners and managers change them. The shops module owns the shop but sits below accounts, so the gate
// (memberships and roles) lives here.
import {
  assetCalls,
  type AssetOwner,
  ownerIdOf,
  registerAssetOwner,
  targetMissingMessage,
} from "../media/mod.ts";
import { hasPermission } from "./permissions.ts";
import { requireShopAccessById } from "./shop_access.ts";

const NOUN = "Shop";

export const shopAssetOwner: AssetOwner = {
  subclass: "ShopAsset",
  noun: NOUN,
  async resolve(c, key) {
    const access = await requireShopAccessById(
      c.get("services").sql,
      c.get("viewer"),
      ownerIdOf(key),
      "shop.view",
      targetMissingMessage(NOUN),
    );
    return {
      shopId: access.shop.id,
      ownerId: null,
      draftRef: null,
      canChange: hasPermission(access.roles, "shop.manage"),
      userId: access.viewer.userId,
    };
  },
};

/** Mounted at /ajax/shops. */
export const shopAssetCalls = assetCalls("ShopAsset", "[0-9]{1,10}");

export function registerShopAssets(): void {
  registerAssetOwner(shopAssetOwner);
}
