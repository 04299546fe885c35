// An inspection type's pictures (InspectionTypeAsset: the shared pictures its inspections may copy) at
// /ajax/inspection-types/{typeId}/assets... (the seed's upload address; the type's other calls are under
// /ajax/types). Every member sees them ("catalog.view"); owners and managers change them
// ("catalog.manage"). Another shop's type is the same 404 as a missing one.
import { shopAssetOwnerOf } from "@modules/shops/mod.ts";
import { assetCalls, registerAssetOwner } from "@modules/media/mod.ts";

export const inspectionTypeAssetOwner = shopAssetOwnerOf({
  subclass: "InspectionTypeAsset",
  noun: "Inspection type",
  async shopOf(sql, typeId) {
    const [type] = await sql<{ shopId: number }[]>`
      select shop_id as "shopId" from inspection_types where id = ${typeId}`;
    return type?.shopId ?? null;
  },
  keepsOwnerId: true,
  view: "catalog.view",
  change: "catalog.manage",
});

/** Mounted at /ajax/inspection-types. */
export const inspectionTypeAssetCalls = assetCalls("InspectionTypeAsset", "[0-9]{1,10}");

export function registerInspectionTypeAssets(): void {
  registerAssetOwner(inspectionTypeAssetOwner);
}
