// Draws the installed app's icons into public/icons/ from the favicon's mark (a white tick on the brand's
// blue): PNGs at the sizes phones ask for, and a maskable one whose tick stays inside the middle 80% that a
// launcher's mask never cuts. Run again after changing the mark: `deno run -A scripts/make_app_icons.ts`.
import sharp from "sharp";

const BRAND_BLUE = "#0b5cad";
const TICK =
  `<path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"
  stroke-linejoin="round" />`;

/** The favicon's rounded square, for launchers that show the icon as it is. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${BRAND_BLUE}" />${TICK}</svg>`;

/** Full bleed, the tick scaled into the safe zone: the launcher gives it its own shape. */
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BRAND_BLUE}" />
  <g transform="translate(16 16) scale(0.7) translate(-16 -16)">${TICK}</g></svg>`;

const ICONS = [
  { file: "icon-192.png", svg: ROUNDED, size: 192 },
  { file: "icon-512.png", svg: ROUNDED, size: 512 },
  { file: "maskable-512.png", svg: MASKABLE, size: 512 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "apple-touch-icon.png", svg: MASKABLE, size: 180 },
];

const folder = new URL("../public/icons/", import.meta.url);
await Deno.mkdir(folder, { recursive: true });
for (const icon of ICONS) {
  const png = await sharp(new TextEncoder().encode(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await Deno.writeFile(new URL(icon.file, folder), png);
  console.log(`public/icons/${icon.file}: ${icon.size} x ${icon.size}, ${png.length} bytes`);
}
