// The asset list's rules (seed 001 sections 3, 5, 8): which assets are shown, which actions each one gets,
// the text/csv bodies of reorder and copy (copy sends only ids above 0), the video badge, where the image
// menu opens, and the check that a refreshed list's html and assets speak of the same assets.
import { type Asset, ASSET_LIST_MESSAGES, type AssetListResponse } from "../types.ts";
import { MEDIA_WORDS, type MediaWords } from "./media_words.ts";

/** Superseded assets (replaced by a marked-up copy) are left out unless the page asks for them. */
export function shownAssets(assets: readonly Asset[], showSuperseded: boolean): Asset[] {
  return assets.filter((asset) => showSuperseded || !asset.superseded);
}

/** Edit Image applies only to pictures. */
export function isImageKind(asset: Pick<Asset, "kind">): boolean {
  return asset.kind === "photo" || asset.kind === "image";
}

/** Still being made ready by the server: no thumbnail yet. */
export function isProcessing(asset: Pick<Asset, "kind" | "processingError">): boolean {
  return (asset.kind === "processing" || asset.kind === "pending") && !asset.processingError;
}

/** The reorder body: the ids in their new order, comma-separated. */
export function reorderCsv(ids: readonly number[]): string {
  return ids.join(",");
}

/** The copy body: only ids greater than 0; null when nothing is left to copy (no call then). */
export function copyCsv(ids: readonly number[]): string | null {
  const sent = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  return sent.length === 0 ? null : sent.join(",");
}

/** A video's length as m:ss (h:mm:ss past an hour); empty when unknown. */
export function durationLabel(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return "";
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/**
 * Reads an asset list answer: assets must be an array, and when the html names assets (data-asset-id)
 * they must be the same ones, or the page would show one list and act on another.
 */
export function readAssetList(body: unknown): AssetListResponse {
  const answer = body as Partial<AssetListResponse> | null;
  if (!answer || !Array.isArray(answer.assets)) throw new Error(ASSET_LIST_MESSAGES.unexpectedResponse);
  const html = typeof answer.html === "string" ? answer.html : "";
  const inHtml = [...html.matchAll(/data-asset-id="(\d+)"/g)].map((match) => Number(match[1]));
  const inAssets = answer.assets.map((asset) => asset.assetId);
  if (inHtml.length > 0 && inHtml.join(",") !== inAssets.join(",")) {
    throw new Error(`${ASSET_LIST_MESSAGES.unexpectedResponse}: the list's html and assets differ.`);
  }
  return { html, assets: answer.assets };
}

/** Seed 001 section 9: the menu opens to the right unless under 260 px is left there, and down unless under 15 px is left below. */
export const MENU_MIN_RIGHT_SPACE = 260;
export const MENU_MIN_BOTTOM_SPACE = 15;

export function menuPlacement(
  button: { left: number; top: number; bottom: number },
  viewport: { width: number; height: number },
  menuHeight: number,
): { alignRight: boolean; openUp: boolean } {
  const alignRight = viewport.width - button.left < MENU_MIN_RIGHT_SPACE;
  const below = viewport.height - button.bottom;
  // Up only when it fits above: a menu cut off at the top of the page could not be scrolled to.
  const openUp = below - menuHeight < MENU_MIN_BOTTOM_SPACE &&
    button.top - menuHeight >= MENU_MIN_BOTTOM_SPACE;
  return { alignRight, openUp };
}

/** The Assign / unassign failure in words: 409 says it is assigned already. */
export function assignFailureMessage(status: number | null, words: MediaWords = MEDIA_WORDS): string {
  return status === 409 ? words.alreadyAssigned : words.assignFailed;
}

/** The purposes in the page's words; the values stay the seed's. */
export function purposeLabel(purpose: string, words: MediaWords = MEDIA_WORDS): string {
  return words.purposes[purpose] ?? purpose;
}
