// An inspection type's pictures (InspectionTypeAsset: the shared pictures its inspections may copy) at
// /ajax/inspection-types/{typeId}/assets... (the seed's upload address; the type's other calls are under
// /ajax/types). Every member sees them ("catalog.view"); owners and managers change them
// ("catalog.manage"). Another shop's type is the same 404 as a missing one.
import { hasPermission, requireShopAccessById } from "../accounts/mod.ts";
import {
  assetCalls,
  type AssetOwner,
  ownerIdOf,
  registerAssetOwner,
  targetMissingMessage,
} from "../media/mod.ts";

const NOUN = "Inspection type";

export const inspectionTypeAssetOwner: AssetOwner = {
  subclass: "InspectionTypeAsset",
  noun: NOUN,
  async resolve(c, key) {
    const { sql } = c.get("services");
    const typeId = ownerIdOf(key);
    const [type] = typeId === null ? [] : await sql<
      { shopId: number }[]
    >`select shop_id as "shopId" from inspection_types where id = ${typeId}`;
    const access = await requireShopAccessById(
      sql,
      c.get("viewer"),
      type?.shopId ?? null,
      "catalog.view",
      targetMissingMessage(NOUN),
    );
    return {
      shopId: access.shop.id,
      ownerId: typeId,
      draftRef: null,
      canChange: hasPermission(access.roles, "catalog.manage"),
      userId: access.viewer.userId,
    };
  },
};

/** Mounted at /ajax/inspection-types. */
export const inspectionTypeAssetCalls = assetCalls("InspectionTypeAsset", "[0-9]{1,10}");

export function registerInspectionTypeAssets(): void {
  registerAssetOwner(inspectionTypeAssetOwner);
}
