// The report's link-preview image: the card of _preview_layout.tsx drawn by satori (layout and text to SVG
// paths, with the Inter font from npm) and rasterised to PNG by resvg. A render costs about 40-50 ms once
// warm and 200-300 ms the first time (fonts and the layout engine load), on two cores; satori's part runs on
// the event loop, so the caller caches the PNG by the card's content.
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewCard } from "./preview_card.ts";
import { previewLayout } from "./_preview_layout.tsx";

type Font = Parameters<typeof satori>[1]["fonts"][number];

/**
 * Inter's Latin and Latin Extended subsets, regular and bold: Spanish and French accents are in Latin, and
 * Latin Extended covers the rest of Europe's shop names. WOFF, because satori cannot read WOFF2. Resolved
 * through the npm package, so the files come with `deno install` on any machine, never from the system.
 */
const FONT_FILES = [
  ["Inter", "inter-latin-400-normal.woff", 400],
  ["Inter", "inter-latin-700-normal.woff", 700],
  // A family of its own: satori keeps one font per family and weight, and draws a glyph the layout's
  // family lacks from the other families, in this order.
  ["Inter Latin Extended", "inter-latin-ext-400-normal.woff", 400],
  ["Inter Latin Extended", "inter-latin-ext-700-normal.woff", 700],
] as const;

let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  return Promise.all(FONT_FILES.map(async ([name, file, weight]) => ({
    name,
    // readFile gives the file in an ArrayBuffer of its own, the form satori takes.
    data: (await Deno.readFile(new URL(import.meta.resolve(`@fontsource/inter/files/${file}`)))).buffer,
    weight,
    style: "normal" as const,
  })));
}

/** The card as a 1200 x 630 PNG (PREVIEW_WIDTH x PREVIEW_HEIGHT). */
export async function renderPreviewImage(card: PreviewCard): Promise<Uint8Array> {
  fonts ??= loadFonts();
  const svg = await satori(previewLayout(card), {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts: await fonts,
  });
  // Text is already paths: resvg needs no fonts, and skipping the system's keeps it fast and the same on
  // every machine. renderAsync rasterises on a worker thread, off the event loop.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } });
  return new Uint8Array(image.asPng());
}
