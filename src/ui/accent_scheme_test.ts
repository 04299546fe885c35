import assert from "node:assert/strict";
import { converter, wcagContrast } from "culori";
import {
  accentSchemeProperties,
  DEFAULT_ACCENT,
  deriveAccentScheme,
  NAMED_ACCENT_SCHEMES,
} from "./accent_scheme.ts";

const hsl = converter("hsl");
const rgb = converter("rgb");
// Hex colours have 8 bits a channel: lightness and saturation come back to about 0.01, hue (in degrees, and
// coarser the paler the colour) to about 3.
const near = (actual: number, expected: number, what: string, tolerance = 0.01) =>
  assert.ok(Math.abs(actual - expected) < tolerance, `${what}: ${actual} is not about ${expected}`);

Deno.test("a dark accent: fore keeps its lightness, pale is at 0.97, fade has half the saturation", () => {
  const scheme = deriveAccentScheme("#0B5CAD")!;
  assert.equal(scheme.accent, "#0b5cad");
  const accent = hsl(scheme.accent)!;
  near(accent.l, 0.361, "the accent's own lightness");
  assert.equal(scheme.fore, "#0b5cad", "lightness 0.36 is under the 0.4 cap");
  near(hsl(scheme.pale)!.l, 0.97, "pale lightness");
  near(hsl(scheme.pale)!.h!, accent.h!, "pale keeps the hue", 3);
  near(hsl(scheme.fade)!.s, accent.s / 2, "fade saturation");
  near(hsl(scheme.fade)!.l, accent.l, "fade keeps the lightness");
  assert.equal(scheme.text, "#ffffff");
  assert.equal(scheme.textSh, "rgba(0, 0, 0, 0.5)");
});

Deno.test("a light accent: fore is capped at lightness 0.4, text on it is black with a white shadow", () => {
  const scheme = deriveAccentScheme("#ffd54f")!;
  near(hsl(scheme.fore)!.l, 0.4, "fore lightness capped");
  near(hsl(scheme.fore)!.h!, hsl("#ffd54f")!.h!, "fore keeps the hue", 3);
  assert.equal(scheme.text, "#000000");
  assert.equal(scheme.textSh, "rgba(255, 255, 255, 0.5)");
});

Deno.test("light is a third accent and two thirds white; dark a third accent and two thirds black", () => {
  const scheme = deriveAccentScheme("#d62728")!;
  const accent = rgb("#d62728")!;
  const light = rgb(scheme.light)!;
  const dark = rgb(scheme.dark)!;
  for (const channel of ["r", "g", "b"] as const) {
    near(light[channel], accent[channel] / 3 + 2 / 3, `light ${channel}`);
    near(dark[channel], accent[channel] / 3, `dark ${channel}`);
  }
});

Deno.test("no scheme for what is not a colour", () => {
  assert.equal(deriveAccentScheme("not a colour"), null);
  assert.equal(deriveAccentScheme(""), null);
});

Deno.test("the style sheet's default accent colours are the scheme of the default accent", async () => {
  const css = await Deno.readTextFile(new URL("./styles/base.css", import.meta.url));
  const rootBlock = css.slice(css.indexOf(":root {"), css.indexOf("}", css.indexOf(":root {")));
  const properties = accentSchemeProperties(deriveAccentScheme(DEFAULT_ACCENT)!);
  assert.equal(Object.keys(properties).length, 8);
  for (const [name, value] of Object.entries(properties)) {
    assert.ok(rootBlock.includes(`${name}: ${value};`), `styles/base.css :root sets ${name}: ${value}`);
  }
});

Deno.test("every named scheme is a colour whose button text reads at WCAG AA (4.5:1)", () => {
  for (const { name, accent } of NAMED_ACCENT_SCHEMES) {
    const scheme = deriveAccentScheme(accent);
    assert.ok(scheme, name);
    assert.ok(
      wcagContrast(scheme.accent, scheme.text) >= 4.5,
      `${name}: ${wcagContrast(scheme.accent, scheme.text)}`,
    );
  }
});
