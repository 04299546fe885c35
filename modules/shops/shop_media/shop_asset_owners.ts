// The asset owners that belong to one shop and are found by id (the shop itself, a vehicle, an inspection
// type): the owner's shop gates who sees its pictures and videos, one permission there who changes them.
// Another shop's owner is the same "not found" as a missing one, so ids cannot be probed.
import type { Sql } from "@platform/db.ts";
import { type AssetOwner, type AssetSubclass, ownerIdOf, targetMissingMessage } from "../../media/mod.ts";
import { hasPermission, type Permission } from "../permissions.ts";
import { requireShopAccessById } from "../shop_access.ts";

export function shopAssetOwnerOf(options: {
  subclass: AssetSubclass;
  noun: string;
  /** The shop the owner with this id belongs to; null when there is none. */
  shopOf(sql: Sql, ownerId: number): Promise<number | null>;
  /** False for the shop's own assets, which carry no owner id besides their shop. */
  keepsOwnerId: boolean;
  view: Permission;
  /** Null: whoever may see them changes them too. */
  change: Permission | null;
}): AssetOwner {
  return {
    subclass: options.subclass,
    noun: options.noun,
    async resolve({ services: { sql }, viewer }, key) {
      const ownerId = ownerIdOf(key);
      const access = await requireShopAccessById(
        sql,
        viewer,
        ownerId === null ? null : await options.shopOf(sql, ownerId),
        options.view,
        targetMissingMessage(options.noun),
      );
      return {
        shopId: access.shop.id,
        ownerId: options.keepsOwnerId ? ownerId : null,
        draftRef: null,
        canChange: options.change === null || hasPermission(access.roles, options.change),
        userId: access.viewer.userId,
      };
    },
  };
}
