// Markdown image insertion (seed 001 section 9): the text a notes editor inserts for a picture. The alt
// text is the title, else the file name, else "Image", keeping only letters, digits and spaces, so no
// bracket, parenthesis or markup of a user's title can break out of the image syntax. The size picks the
// view: l the large one, s the thumbnail, ? the original. Videos are not inserted (the seed leaves it out).
import type { Asset, AssetView } from "./types.ts";

export type MarkdownImageSize = "l" | "s" | "?";

const NOT_LETTER_DIGIT_OR_SPACE = /[^\p{L}\p{N} ]/gu;

/** The alt text: the first of title and file name that keeps a letter or digit, else "Image". */
export function markdownImageLabel(asset: Pick<Asset, "title" | "fileName">): string {
  for (const candidate of [asset.title, asset.fileName]) {
    const kept = (candidate ?? "").replace(NOT_LETTER_DIGIT_OR_SPACE, "").replace(/ +/g, " ").trim();
    if (kept !== "") return kept;
  }
  return "Image";
}

/** `![label](url)` for a picture, or null when it is not a picture or lacks the view for that size. */
export function markdownImage(asset: Asset, size: MarkdownImageSize): string | null {
  if (asset.kind !== "photo" && asset.kind !== "image") return null;
  const view: AssetView | null = size === "l"
    ? asset.largeImageView ?? asset.originalView
    : size === "s"
    ? asset.thumbnailView
    : asset.originalView;
  // A view's URL is safe inside the parentheses: its key is lowercase letters, digits, dashes and slashes.
  return view ? `![${markdownImageLabel(asset)}](${view.cdnUrl})` : null;
}
