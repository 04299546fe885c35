// A vehicle's pictures (SubjectAsset: kept for the next visit, one of them the main picture) at
// /ajax/subjects/{vehicleId}/assets... Every member of the vehicle's shop sees and changes them. The shops
// module owns vehicles but sits below accounts and cannot tell who may; vehicles are photographed during
// inspections (and an inspection's picture moves to its vehicle here), so this module answers.
import { assetCalls, registerAssetOwner } from "@modules/media/mod.ts";
import { findVehicleShopId, shopAssetOwnerOf } from "@modules/shops/mod.ts";

export const vehicleAssetOwner = shopAssetOwnerOf({
  subclass: "SubjectAsset",
  noun: "Vehicle",
  shopOf: findVehicleShopId,
  keepsOwnerId: true,
  view: "shop.view",
  // Every member who may open the shop may photograph its vehicles.
  change: null,
});

/** Mounted at /ajax/subjects. */
export const vehicleAssetCalls = assetCalls("SubjectAsset", "[0-9]{1,10}");

export function registerVehicleAssets(): void {
  registerAssetOwner(vehicleAssetOwner);
}
