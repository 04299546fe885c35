// A member's pictures in one shop (UserAsset, the owner in user_assets.server.ts): the list the user pages
// open with, and the avatar's thumbnail the shop's header shows beside the signed-in name.
import type { Sql } from "@platform/db.ts";
import { type Asset, ownerAssets, type OwnerRef, purposeThumbnailUrl } from "../../media/mod.ts";

const userRef = (shopId: number, userId: number): OwnerRef => ({
  shopId,
  subclass: "UserAsset",
  ownerId: userId,
  draftRef: null,
});

/** The caller has checked that the viewer may see this user's pictures in this shop. */
export function userPictures(
  sql: Sql,
  shopId: number,
  userId: number,
  mediaPublicUrl: string | null,
): Promise<Asset[]> {
  return ownerAssets(sql, userRef(shopId, userId), mediaPublicUrl);
}

/** One indexed look-up per page: the header shows it on every shop page. */
export function userAvatarUrl(
  sql: Sql,
  shopId: number,
  userId: number,
  mediaPublicUrl: string | null,
): Promise<string | null> {
  return purposeThumbnailUrl(sql, userRef(shopId, userId), "avatar", mediaPublicUrl);
}
