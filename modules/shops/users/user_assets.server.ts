// A user's pictures (UserAsset: the avatar, a bio picture) at /ajax/users/{userId}/assets... A user has no
// shop in the address, but an asset belongs to one shop: the shop of the page the call comes from (its
// Referer; the completion of an upload comes from the same page, so both steps agree). There the user
// themself sees and changes their pictures, owners and managers see them ("users.view") and an owner
// changes them ("users.manage"). A user who is not a member of that shop is not found, as is a colleague
// the viewer may not see: user ids cannot be probed.
import {
  assetCalls,
  type AssetOwner,
  type AssetRequest,
  ownerIdOf,
  registerAssetOwner,
} from "../../media/mod.ts";
import { hasPermission } from "../permissions.ts";
import { rolesIn } from "../shop_access.ts";
import { selectMembership } from "../members_queries.server.ts";

/** The shop the call acts in (the shell reads it from the calling page), or null when there is none. */
export type ShopOfCall = (request: AssetRequest) => Promise<number | null>;

export function userAssetOwner(shopOfCall: ShopOfCall): AssetOwner {
  return {
    subclass: "UserAsset",
    noun: "User",
    async resolve(request, key) {
      const { viewer, services: { sql } } = request;
      const userId = ownerIdOf(key);
      const shopId = viewer && userId !== null ? await shopOfCall(request) : null;
      if (!viewer || userId === null || shopId === null) return null;
      const roles = await rolesIn(sql, viewer, shopId);
      if (!roles || !(await selectMembership(sql, shopId, userId))) return null;
      const self = viewer.userId === userId;
      if (!self && !hasPermission(roles, "users.view")) return null;
      return {
        shopId,
        ownerId: userId,
        draftRef: null,
        canChange: self || hasPermission(roles, "users.manage"),
        userId: viewer.userId,
      };
    },
  };
}

/** Mounted at /ajax/users, beside the other user calls. */
export const userAssetCalls = assetCalls("UserAsset", "[0-9]{1,10}");

export function registerUserAssets(shopOfCall: ShopOfCall): void {
  registerAssetOwner(userAssetOwner(shopOfCall));
}
