// Which of a user's pictures is their profile picture, as the page sees the list change (client-safe; the
// server's own look-up is userAvatarUrl). setUserAvatar keeps one per user and shop.
import type { Asset } from "../../media/ui.ts";

/** The avatar's thumbnail URL, or null when no picture is the profile picture (or it has no thumbnail yet). */
export function avatarUrlOf(assets: Asset[]): string | null {
  // A superseded picture gave its place (and purpose) to its marked-up copy.
  const avatar = assets.find((asset) => asset.purpose === "avatar" && asset.status === "visible");
  return avatar?.thumbnailView?.cdnUrl ?? null;
}
