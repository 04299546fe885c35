// The link-preview card as a person sees it in a chat app: read back as pixels and checked where the card
// puts each thing. Every card is also written to test-output/browser/preview_*.png to look at.
import assert from "node:assert/strict";
import sharp from "sharp";
import { screenshotPath } from "../../tests/support/browser.ts";
import type { PreviewCard } from "./preview_card.ts";
import { renderPreviewImage } from "./preview_image.server.ts";

const CARD: PreviewCard = {
  shopName: "Main Street Auto",
  vehicleName: "2019 Honda Civic LX",
  accentColor: "#c62828",
  logoPng: null,
  counts: { fail: 2, warn: 5, pass: 31 },
  words: { title: "Vehicle inspection report", fail: "Needs attention now", warn: "Soon", pass: "Good" },
};

// Where the layout puts things (_preview_layout.tsx): the accent band on top, the vehicle's line under the
// title, the three result tiles along the bottom, 56 pixels of margin left and right.
const BAND = { top: 0, bottom: 150 };
const VEHICLE_LINE = { top: 240, bottom: 320 };
const TILES = { top: 400, bottom: 560 };
const MARGIN = 56;

type Rgb = [number, number, number];
type Area = { left: number; right: number; top: number; bottom: number };

interface Picture {
  width: number;
  height: number;
  at(x: number, y: number): Rgb;
}

async function picture(png: Uint8Array): Promise<Picture> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * 3;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}

async function render(name: string, card: PreviewCard): Promise<Picture> {
  const png = await renderPreviewImage(card);
  await Deno.writeFile(await screenshotPath(`preview_${name}`), png);
  return picture(png);
}

/** The pixels of a rectangle (right and bottom excluded) that pass a test. */
function count(pic: Picture, area: Area, test: (rgb: Rgb) => boolean): number {
  let n = 0;
  for (let y = area.top; y < area.bottom; y++) {
    for (let x = area.left; x < area.right; x++) if (test(pic.at(x, y))) n++;
  }
  return n;
}

/** How many pixels of the area differ between two pictures. */
function differing(a: Picture, b: Picture, area: Area): number {
  let n = 0;
  for (let y = area.top; y < area.bottom; y++) {
    for (let x = area.left; x < area.right; x++) if (a.at(x, y).join() !== b.at(x, y).join()) n++;
  }
  return n;
}

const isRed = ([r, g, b]: Rgb) => r > 150 && g < 80 && b < 80;
const isAmber = ([r, g, b]: Rgb) => r > 200 && g > 150 && b < 100;
const isGreen = ([r, g, b]: Rgb) => g > 100 && r < 60 && b < 100;
const isInk = ([r, g, b]: Rgb) => r + g + b < 3 * 128;
const isBlack = ([r, g, b]: Rgb) => r + g + b < 3 * 40;
const isWhite = ([r, g, b]: Rgb) => r > 240 && g > 240 && b > 240;
const is = (hex: string) => ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}` === hex;

/** Inside the result tiles (three equal columns with 24-pixel gaps), clear of their rounded corners. */
const tile = (index: number): Area => ({ left: 70 + index * 370, right: 390 + index * 370, ...TILES });
const bandMargin = (pic: Picture) => ({ left: pic.width - MARGIN + 8, right: pic.width, ...BAND });
const vehicleMargin = (pic: Picture) => ({ left: pic.width - MARGIN + 8, right: pic.width, ...VEHICLE_LINE });

Deno.test("the card is a 1200 x 630 PNG, the size link previews use", async () => {
  const png = await renderPreviewImage(CARD);
  await Deno.writeFile(await screenshotPath("preview_card"), png);
  const meta = await sharp(png).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ["png", 1200, 630]);
});

Deno.test("the results are red, amber and green tiles, from left to right", async () => {
  const pic = await render("card", CARD);
  const tests = [isRed, isAmber, isGreen];
  for (const [index, expected] of tests.entries()) {
    const area = tile(index);
    const size = (area.right - area.left) * (area.bottom - area.top);
    assert.ok(count(pic, area, expected) > size / 2, `tile ${index} is mostly its result's colour`);
    for (const other of tests.filter((test) => test !== expected)) {
      assert.equal(count(pic, area, other), 0, `tile ${index} has none of another result's colour`);
    }
  }
});

Deno.test("each count is drawn in its own result's tile", async () => {
  const before = await render("card", CARD);
  for (const [index, result] of (["fail", "warn", "pass"] as const).entries()) {
    const after = await render(`${result}_count_changed`, {
      ...CARD,
      counts: { ...CARD.counts, [result]: CARD.counts[result] + 7 },
    });
    const changed = [0, 1, 2].map((other) => differing(before, after, tile(other)));
    assert.ok(changed[index] > 100, `a new ${result} count changes its tile`);
    assert.deepEqual(changed.filter((_, other) => other !== index), [0, 0], "and no other tile");
  }
});

Deno.test("the band is the shop's accent colour, or the app's blue for a shop without one", async () => {
  const shop = await render("card", CARD);
  assert.deepEqual(shop.at(shop.width - 10, 10), [0xc6, 0x28, 0x28]);
  const app = await render("app_accent", { ...CARD, accentColor: "" });
  assert.deepEqual(app.at(app.width - 10, 10), [0x0b, 0x5c, 0xad]);
});

Deno.test("the shop's name is white on a dark accent and black on a light one", async () => {
  const nameArea = { left: MARGIN, right: 600, ...BAND };
  const dark = await render("card", CARD);
  assert.ok(count(dark, nameArea, isWhite) > 500, "white letters on red");
  assert.equal(count(dark, nameArea, isBlack), 0, "no black letters on red");
  const light = await render("light_accent", { ...CARD, accentColor: "#ffd54f" });
  assert.ok(count(light, nameArea, isBlack) > 500, "black letters on yellow");
  assert.equal(count(light, nameArea, isWhite), 0, "no white letters on yellow");
});

Deno.test("names of 200 characters are cut at the card's margin, and the rest of the card stays in place", async () => {
  const pic = await render("long_names", {
    ...CARD,
    shopName: "Garage du Centre-Ville ".repeat(9).slice(0, 200),
    vehicleName: "2019 Mercedes-Benz Sprinter ".repeat(8).slice(0, 200),
  });
  assert.deepEqual([pic.width, pic.height], [1200, 630]);
  // The text runs up to the right margin (an ellipsis ends it there) and not one pixel into it.
  const beforeMargin = (area: Area) => ({ ...area, left: area.left - 200, right: area.left - 8 });
  assert.ok(count(pic, beforeMargin(bandMargin(pic)), isWhite) > 100, "the shop's name reaches the margin");
  assert.equal(count(pic, bandMargin(pic), isWhite), 0, "the shop's name stops at the margin");
  assert.ok(count(pic, beforeMargin(vehicleMargin(pic)), isInk) > 100, "the vehicle reaches the margin");
  assert.equal(count(pic, vehicleMargin(pic), isInk), 0, "the vehicle stops at the margin");
  assert.ok(count(pic, tile(0), isRed) > 0 && count(pic, tile(2), isGreen) > 0, "the tiles are still there");
});

/**
 * Whether `accented` is the letter of `base` with a mark added: where the base letter has ink the accented
 * one has the same ink (at least 90% of it, for anti-aliasing), and it has more ink above or below. A
 * missing glyph, drawn as a box, fails this.
 */
function isMarkedLetter(accented: Picture, base: Picture): boolean {
  const line = { left: MARGIN, right: MARGIN + 120, ...VEHICLE_LINE };
  let baseInk = 0;
  let shared = 0;
  let extra = 0;
  for (let y = line.top; y < line.bottom; y++) {
    for (let x = line.left; x < line.right; x++) {
      const inBase = isInk(base.at(x, y));
      const inAccented = isInk(accented.at(x, y));
      if (inBase) baseInk++;
      if (inBase && inAccented) shared++;
      if (inAccented && !inBase) extra++;
    }
  }
  return baseInk > 200 && shared >= baseInk * 0.9 && extra > 30 && extra < baseInk;
}

/** Accented letters and the letter under each: Spanish and French, and two from Latin Extended (ő, ř). */
const MARKED_LETTERS = ["ée", "èe", "ñn", "çc", "àa", "ôo", "ÉE", "őo", "řr"].map((pair) => [...pair]);

Deno.test("Spanish and French letters are drawn with their accents, not as missing-glyph boxes", async () => {
  const letter = (name: string, text: string) => render(name, { ...CARD, vehicleName: text });
  for (const [accented, base] of MARKED_LETTERS) {
    const name = `letter_${accented.codePointAt(0)!.toString(16)}`;
    assert.ok(isMarkedLetter(await letter(name, accented), await letter(`letter_${base}`, base)), accented);
  }
  // The check tells a box apart: a letter no font of the card has is drawn as one.
  assert.ok(!isMarkedLetter(await letter("letter_missing", "\u0905"), await letter("letter_e", "e")));
  // And the words as a customer reads them, to look at.
  await render("spanish", {
    ...CARD,
    shopName: "Taller Mecánico Peña",
    vehicleName: "2018 Citroën C4 Picasso",
    words: {
      title: "Informe de inspección del vehículo",
      fail: "Necesita atención ahora",
      warn: "Pronto",
      pass: "Bien",
    },
  });
});

Deno.test("the shop's logo is shown in the band, fitted without stretching", async () => {
  const magenta = await sharp({ create: { width: 300, height: 120, channels: 3, background: "#ff00ff" } })
    .png().toBuffer();
  const withLogo = await render("logo", {
    ...CARD,
    shopName: "Garage Éloïse & Fils",
    logoPng: new Uint8Array(magenta),
    words: {
      title: "Rapport d'inspection du véhicule",
      fail: "À traiter maintenant",
      warn: "Bientôt",
      pass: "Bon",
    },
  });
  const band = { left: 0, right: withLogo.width, ...BAND };
  // 300 x 120 fitted in the logo's 240 x 102 box keeps its 5:2 shape: 240 x 96.
  const logoPixels = count(withLogo, band, is("#ff00ff"));
  assert.ok(Math.abs(logoPixels - 240 * 96) < 240 * 4, `${logoPixels} logo pixels`);
  assert.equal(count(await render("card", CARD), band, is("#ff00ff")), 0, "no logo, no logo pixels");
});
