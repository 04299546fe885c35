// A shop's own pictures and videos (ShopAsset: its logo, and the shared pictures the "add shared image or
// video" dialog of an inspection copies from) at /ajax/shops/{shopId}/assets... Every member sees them;
// owners and managers change them. The shops module owns the shop but sits below accounts, so the gate
// (memberships and roles) lives here.
import { assetCalls, type AssetOwner, registerAssetOwner } from "../../media/mod.ts";
import { SHOP_TRAIL_MESSAGES } from "@modules/text/mod.ts";
import { recordShopEvent } from "../settings/settings_queries.server.ts";
import { shopAssetOwnerOf } from "./shop_asset_owners.ts";

export const shopAssetOwner: AssetOwner = {
  ...shopAssetOwnerOf({
    subclass: "ShopAsset",
    noun: "Shop",
    shopOf: (_sql, shopId) => Promise.resolve(shopId),
    keepsOwnerId: false,
    view: "shop.view",
    change: "shop.manage",
  }),
  // The logo is a setting the customer sees on every report: a new one (or none) goes in the shop's trail
  // beside the /account changes, whichever page made it.
  async purposeChanged(tx, request, change) {
    if ((change.from !== "logo" && change.to !== "logo") || !request.viewer) return;
    await recordShopEvent(tx, {
      shopId: change.shopId,
      viewer: request.viewer,
      kind: "logo",
      message: {
        key: change.to === "logo" ? SHOP_TRAIL_MESSAGES.madeLogo : SHOP_TRAIL_MESSAGES.noLongerLogo,
        values: { file: change.fileName },
      },
      details: { assetId: change.assetId, from: change.from, to: change.to },
    });
  },
};

/** Mounted at /ajax/shops. */
export const shopAssetCalls = assetCalls("ShopAsset", "[0-9]{1,10}");

export function registerShopAssets(): void {
  registerAssetOwner(shopAssetOwner);
}
