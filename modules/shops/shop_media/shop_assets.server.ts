// A shop's own pictures and videos (ShopAsset: its logo, and the shared pictures the "add shared image or
// video" dialog of an inspection copies from) at /ajax/shops/{shopId}/assets... Every member sees them;
// owners and managers change them. The shops module owns the shop but sits below accounts, so the gate
// (memberships and roles) lives here.
import { assetCalls, registerAssetOwner } from "../../media/mod.ts";
import { shopAssetOwnerOf } from "./shop_asset_owners.ts";

export const shopAssetOwner = shopAssetOwnerOf({
  subclass: "ShopAsset",
  noun: "Shop",
  shopOf: (_sql, shopId) => Promise.resolve(shopId),
  keepsOwnerId: false,
  view: "shop.view",
  change: "shop.manage",
});

/** Mounted at /ajax/shops. */
export const shopAssetCalls = assetCalls("ShopAsset", "[0-9]{1,10}");

export function registerShopAssets(): void {
  registerAssetOwner(shopAssetOwner);
}
