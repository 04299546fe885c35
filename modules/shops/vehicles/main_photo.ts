// Which of a vehicle's photos is its main picture (purpose "main", seed 000's SubjectAsset), as the page sees
// its photo list change (client-safe).
import type { Asset } from "../../media/ui.ts";

/** The main picture's thumbnail URL, or null when none is chosen (or it has no thumbnail yet). */
export function mainPhotoUrlOf(assets: Asset[]): string | null {
  // A superseded photo gave its place (and purpose) to its marked-up copy.
  const main = assets.find((asset) => asset.purpose === "main" && asset.status === "visible");
  return main?.thumbnailView?.cdnUrl ?? null;
}
