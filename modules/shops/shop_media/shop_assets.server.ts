// A shop's own pictures and videos (ShopAsset: its logo, and the shared pictures the "add shared image or
// video" dialog of an inspection copies from) at /ajax/shops/{shopId}/assets... Every member sees them;
// owners and managers change them. The shops module owns the shop but sits below accounts, so the gate
// (memberships and roles) lives here.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { assetCalls, type AssetOwner, type PurposeChange, registerAssetOwner } from "../../media/mod.ts";
import { SHOP_TRAIL_MESSAGES } from "@modules/text/mod.ts";
import { selectShopById } from "../queries.server.ts";
import { checkLogoSize, invalidLogo } from "../settings/logo_check.ts";
import { recordShopEvent } from "../settings/settings_queries.server.ts";
import { staffMessages } from "../staff_words.server.ts";
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
    if (change.to === "logo") await refuseUnfitLogo(tx, change);
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

/**
 * The logo's minimums (logo_check.ts), checked here too: the settings page checks a picked picture before
 * sending it, but a call that skips the page (or a picture the browser sized otherwise) meets the same rule,
 * refused with the page's words in the shop's staff language.
 */
async function refuseUnfitLogo(tx: Tx, change: PurposeChange): Promise<void> {
  const shop = await selectShopById(tx, change.shopId);
  if (!shop) return;
  const messages = await staffMessages(tx, shop);
  const say = (key: string, values?: Record<string, string | number>) => messages.text(key, values);
  const check = change.picture
    ? checkLogoSize(change.picture.width, change.picture.height, say)
    : invalidLogo(say);
  if (!check.acceptable) throw new InputError(check.messages.join(" "));
}

/** Mounted at /ajax/shops. */
export const shopAssetCalls = assetCalls("ShopAsset", "[0-9]{1,10}");

export function registerShopAssets(): void {
  registerAssetOwner(shopAssetOwner);
}
