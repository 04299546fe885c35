// A vehicle's pictures (SubjectAsset: kept for the next visit, one of them the main picture) at
// /ajax/subjects/{vehicleId}/assets... Every member of the vehicle's shop sees and changes them. The shops
// module owns vehicles but sits below accounts and cannot tell who may; vehicles are photographed during
// inspections (and an inspection's picture moves to its vehicle here), so this module answers.
import { requireShopAccessById } from "../accounts/mod.ts";
import {
  assetCalls,
  type AssetOwner,
  ownerIdOf,
  registerAssetOwner,
  targetMissingMessage,
} from "../media/mod.ts";
import { findVehicleShopId } from "../shops/mod.ts";

const NOUN = "Vehicle";

export const vehicleAssetOwner: AssetOwner = {
  subclass: "SubjectAsset",
  noun: NOUN,
  async resolve(c, key) {
    const { sql } = c.get("services");
    const vehicleId = ownerIdOf(key);
    const access = await requireShopAccessById(
      sql,
      c.get("viewer"),
      vehicleId === null ? null : await findVehicleShopId(sql, vehicleId),
      "shop.view",
      targetMissingMessage(NOUN),
    );
    return {
      shopId: access.shop.id,
      ownerId: vehicleId,
      draftRef: null,
      // Every member who may open the shop may photograph its vehicles.
      canChange: true,
      userId: access.viewer.userId,
    };
  },
};

/** Mounted at /ajax/subjects. */
export const vehicleAssetCalls = assetCalls("SubjectAsset", "[0-9]{1,10}");

export function registerVehicleAssets(): void {
  registerAssetOwner(vehicleAssetOwner);
}
