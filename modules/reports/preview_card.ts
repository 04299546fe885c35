// What the report's link-preview image (its Open Graph card) shows: the shop, the vehicle and how many of the
// inspection's items came out in each result. Client-safe, so a page can name the image's size in its
// og:image:width and og:image:height tags; the picture itself is drawn on the server (preview_image.server.ts).

/** The Open Graph card's size: 1.91:1, the shape SMS and chat apps show without cropping. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export interface PreviewCard {
  shopName: string;
  /** The vehicle as the customer knows it, e.g. "2019 Honda Civic LX". */
  vehicleName: string;
  /** The shop's accent colour, "#rrggbb", or "" for the app's own. */
  accentColor: string;
  /** The shop's logo as a PNG, or null for none. */
  logoPng: Uint8Array | null;
  counts: { fail: number; warn: number; pass: number };
  /** The card's words in the report's language, e.g. "Vehicle inspection report", "Needs attention now". */
  words: { title: string; fail: string; warn: string; pass: string };
}
