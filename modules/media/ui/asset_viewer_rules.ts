// The asset viewer's rules (seed 001, "Asset viewer" and "Validation rules"), as pure functions: which
// assets can be stepped through, where previous/next/delete lead, what the stage shows for an asset, which
// video sources it offers, and when the viewer fills the screen.
import { withoutApac } from "../codecs.ts";
import type { Asset, AssetView } from "../types.ts";
import { POPUP_MIN_VIEWPORT, type Viewport } from "@ui/popup_rules.ts";

/**
 * Pictures and videos are stepped through; documents and files are not. An upload still in flight
 * (kind pending or processing) will be a picture or a video, so it takes its place in the sequence.
 */
export function isNavigable(asset: Asset): boolean {
  return asset.kind !== "document" && asset.kind !== "file";
}

/** The name a person knows the asset by: its title, else its file name. */
export function assetLabel(asset: Asset): string {
  return asset.title.trim() || asset.fileName;
}

export interface Position {
  previousId: number | null;
  nextId: number | null;
  /** 1-based place among the navigable assets; null when the current one is a document or file. */
  index: number | null;
  count: number;
}

/**
 * Where previous and next lead from the current asset: the nearest navigable asset before and after it in
 * the list's order. A document the viewer was opened on has neighbours too, though it is not counted.
 */
export function positionOf(assets: readonly Asset[], currentId: number): Position {
  const at = assets.findIndex((asset) => asset.assetId === currentId);
  const navigable = assets.filter(isNavigable);
  const before = assets.slice(0, Math.max(at, 0)).filter(isNavigable).at(-1);
  const after = at < 0 ? undefined : assets.slice(at + 1).find(isNavigable);
  const index = navigable.findIndex((asset) => asset.assetId === currentId);
  return {
    previousId: before?.assetId ?? null,
    nextId: after?.assetId ?? null,
    index: index < 0 ? null : index + 1,
    count: navigable.length,
  };
}

/**
 * What the viewer shows once an asset is deleted: the next navigable asset, else the previous one; null
 * when none is left, and the viewer closes.
 */
export function afterDelete(assets: readonly Asset[], deletedId: number): number | null {
  const { nextId, previousId } = positionOf(assets, deletedId);
  return nextId ?? previousId;
}

/** Which way a key moves: left and right arrows, except where the arrows belong to a control (seeking). */
export function keyStep(key: string, target: EventTarget | null): "previous" | "next" | null {
  const tag = (target as Element | null)?.tagName;
  if (tag === "VIDEO" || tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return null;
  if (key === "ArrowLeft") return "previous";
  if (key === "ArrowRight") return "next";
  return null;
}

/** A touch drag this far sideways, and more sideways than up or down, is a swipe. */
export const SWIPE_MIN_PX = 50;

/** A swipe to the left brings the next asset, as turning a page; to the right the previous one. */
export function swipeStep(dx: number, dy: number): "previous" | "next" | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}

/** Seed 001 section 9: the viewer fills the screen and shows its title under 1024 wide or 700 high. */
export function isSmallScreen(viewport: Viewport): boolean {
  return viewport.width < POPUP_MIN_VIEWPORT.width || viewport.height < POPUP_MIN_VIEWPORT.height;
}

export type Stage =
  | { kind: "image"; webp: string | null; jpeg: string; fullSize: string | null }
  | { kind: "video"; sources: VideoSource[]; poster: string | null }
  | { kind: "processing"; poster: string | null }
  | { kind: "failed"; detail: string | null }
  | { kind: "document"; href: string | null };

export interface VideoSource {
  src: string;
  type: string;
}

const view = (asset: Asset, name: AssetView["name"]) => asset.views.find((v) => v.name === name) ?? null;

/** What the viewer's stage shows for an asset. */
export function stageOf(asset: Asset): Stage {
  if (!isNavigable(asset)) return { kind: "document", href: asset.originalView?.cdnUrl ?? null };
  if (asset.processingError) return { kind: "failed", detail: asset.processingError };
  if (asset.kind === "pending" || asset.kind === "processing" || asset.status !== "visible") {
    return { kind: "processing", poster: posterOf(asset) };
  }
  if (asset.kind === "video") return { kind: "video", sources: videoSources(asset), poster: posterOf(asset) };
  // A picture too small for a large view is shown as it is.
  const large = asset.largeImageView ?? asset.originalView;
  const jpeg = view(asset, "largeJpeg")?.cdnUrl ?? large?.cdnUrl;
  if (!jpeg) return { kind: "failed", detail: null };
  const webp = large?.contentType === "image/webp" ? large.cdnUrl : null;
  return { kind: "image", webp, jpeg, fullSize: asset.originalView?.cdnUrl ?? null };
}

/** The still shown before a video plays, or behind "Processing...": the poster frame, else a picture view. */
export function posterOf(asset: Asset): string | null {
  const poster = asset.views.find((v) => v.kind === "posterFrame") ?? view(asset, "poster");
  return (poster ?? asset.largeImageView ?? asset.thumbnailView)?.cdnUrl ?? null;
}

/**
 * A video's sources, best first: the transcoded MP4 that plays everywhere, then the original. Only views
 * whose content type starts with video/ are offered (seed 001 section 5).
 */
export function videoSources(asset: Asset): VideoSource[] {
  const candidates = [view(asset, "transcoded"), asset.originalView ?? view(asset, "original")];
  return candidates
    .filter((v): v is AssetView => v !== null && v.contentType.toLowerCase().startsWith("video/"))
    .map((v) => ({ src: v.cdnUrl, type: withoutApac(v.contentType) }));
}
