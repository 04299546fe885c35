// Where the image editor page finds its picture and saves the marked-up copy: an owner's asset calls
// (/ajax/inspections/{enc}, /ajax/users/{id}, ...), given beside assetId by the list that opened it. Only
// those addresses are accepted, so the page can never be pointed at another call or another site.
import type { Asset, AssetView } from "../types.ts";

const ASSET_CALLS =
  /^\/ajax\/(?:inspections|shops|users|subjects|inspection-types|draft)\/[A-Za-z0-9_-]{1,80}$/;

export function editorAssetsPath(raw: unknown): string | null {
  return typeof raw === "string" && ASSET_CALLS.test(raw) ? raw : null;
}

/**
 * The editor page's address for one picture of one owner. `shop` is the shop of the page that opens it (the
 * first segment of its address): owners without a shop in their calls (a user's pictures, drafts) act in
 * the shop of the calling page, and the editor's calls come from the editor page.
 */
export function imageEditorHref(assetId: number, assetsPath: string, shop: string | null): string {
  const search = new URLSearchParams({ assetId: String(assetId), assets: assetsPath });
  if (shop) search.set("shop", shop);
  return `/image-editor?${search}`;
}

/** The shop segment of a page's path (/{shop}/...), for imageEditorHref. */
export function shopOfPath(pathname: string): string | null {
  const segment = pathname.split("/")[1];
  return segment ? decodeURIComponent(segment) : null;
}

/** Types every phone browser's canvas draws; an iPhone's HEIC original is not one of them. */
const DRAWABLE = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * The view the editor marks up: the original at full size when a canvas can draw it, else the large view
 * (a HEIC's upright JPEG/WebP). Null for what is not a picture.
 */
export function editableView(asset: Asset): AssetView | null {
  if (asset.kind !== "photo" && asset.kind !== "image") return null;
  const original = asset.originalView;
  if (original && DRAWABLE.has(original.contentType)) return original;
  return asset.largeImageView;
}
