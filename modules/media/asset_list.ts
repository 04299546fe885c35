// An owner's assets as the asset calls answer them: the seed's {html, assets}.
import type { Tx } from "../../src/platform/db.ts";
import { assetListHtml } from "./asset_list_html.ts";
import { cdnUrlOf, toAsset } from "./asset_json.ts";
import { type OwnerRef, selectOwnerAssets, selectPurposeViewKey, selectViews } from "./queries.server.ts";
import type { BlobStorage } from "./storage.ts";
import type { Asset, AssetListResponse } from "./types.ts";

export async function ownerAssets(tx: Tx, owner: OwnerRef, mediaPublicUrl: string | null): Promise<Asset[]> {
  const rows = await selectOwnerAssets(tx, owner);
  const views = await selectViews(tx, rows.map((row) => row.id));
  return rows.map((row) => toAsset(row, views, mediaPublicUrl));
}

export async function assetListResponse(
  tx: Tx,
  owner: OwnerRef,
  mediaPublicUrl: string | null,
): Promise<AssetListResponse> {
  const assets = await ownerAssets(tx, owner, mediaPublicUrl);
  return { html: await assetListHtml(assets), assets };
}

/** The thumbnail URL of the owner's picture of a sole purpose (a user's avatar), or null when none is set. */
export async function purposeThumbnailUrl(
  tx: Tx,
  owner: OwnerRef,
  purpose: string,
  mediaPublicUrl: string | null,
): Promise<string | null> {
  const key = await selectPurposeViewKey(tx, owner, purpose, "thumbnail");
  return key === null ? null : cdnUrlOf(mediaPublicUrl, key);
}

/** The bytes of the owner's picture of a sole purpose at a view (a shop's logo for its link preview), or null. */
export async function purposeViewBytes(
  tx: Tx,
  storage: BlobStorage,
  owner: OwnerRef,
  purpose: string,
  view: "thumbnail" | "large",
): Promise<Uint8Array | null> {
  const key = await selectPurposeViewKey(tx, owner, purpose, view);
  const blob = key === null ? null : await storage.open(key);
  return blob ? new Uint8Array(await new Response(blob.body).arrayBuffer()) : null;
}
