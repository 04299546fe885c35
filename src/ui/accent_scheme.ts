// A shop's accent colour and the scheme derived from it (seed 001, section 5), as CSS custom properties the
// style sheet reads. Colour maths by culori; the rules and constants are the seed's:
// - fore: the accent with its lightness capped at 0.4 (links and outlines that must read on white);
// - pale: the accent at lightness 0.97 (tinted backgrounds);
// - fade: the accent with half its saturation;
// - light: 33.33% accent blended with white; dark: 33.33% accent with black (66.66% black);
// - text: the text colour on the accent, black or white, whichever contrasts more (WCAG);
// - textSh: a shadow under button text, the opposite of the text colour at alpha 0.5.
import { converter, formatHex, formatRgb, interpolate, wcagContrast } from "culori";

export const FORE_MAX_LIGHTNESS = 0.4;
export const PALE_LIGHTNESS = 0.97;
export const FADE_SATURATION_FACTOR = 0.5;
export const BLEND_ACCENT_WEIGHT = 0.3333;
export const TEXT_SHADOW_ALPHA = 0.5;

export interface AccentScheme {
  accent: string;
  fade: string;
  pale: string;
  fore: string;
  text: string;
  light: string;
  dark: string;
  textSh: string;
}

const toHsl = converter("hsl");

/** The scheme for a colour the browser's colour input gives ("#rrggbb"); null when it is no colour. */
export function deriveAccentScheme(colour: string): AccentScheme | null {
  const hsl = toHsl(colour);
  if (!hsl) return null;
  const accent = formatHex(hsl);
  const saturation = hsl.s ?? 0;
  const text = wcagContrast(accent, "#000000") >= wcagContrast(accent, "#ffffff") ? "#000000" : "#ffffff";
  const shadow = text === "#000000" ? "#ffffff" : "#000000";
  return {
    accent,
    fade: formatHex({ ...hsl, s: saturation * FADE_SATURATION_FACTOR }),
    pale: formatHex({ ...hsl, l: PALE_LIGHTNESS }),
    fore: formatHex({ ...hsl, l: Math.min(hsl.l, FORE_MAX_LIGHTNESS) }),
    text,
    // interpolate(...)(t) runs from the first colour (t = 0) to the second: t is the other colour's weight.
    light: formatHex(interpolate([accent, "#ffffff"], "rgb")(1 - BLEND_ACCENT_WEIGHT)),
    dark: formatHex(interpolate([accent, "#000000"], "rgb")(1 - BLEND_ACCENT_WEIGHT)),
    textSh: formatRgb({ ...toHsl(shadow)!, alpha: TEXT_SHADOW_ALPHA }),
  };
}

/** The scheme as the custom properties src/ui/styles/base.css derives its accent colours from. */
export function accentSchemeProperties(scheme: AccentScheme): Record<string, string> {
  return {
    "--scheme-accent": scheme.accent,
    "--scheme-fade": scheme.fade,
    "--scheme-pale": scheme.pale,
    "--scheme-fore": scheme.fore,
    "--scheme-text": scheme.text,
    "--scheme-light": scheme.light,
    "--scheme-dark": scheme.dark,
    "--scheme-text-shadow": scheme.textSh,
  };
}

/** The app's own accent, used when a shop has none; styles/base.css holds its scheme as the defaults. */
export const DEFAULT_ACCENT = "#0b5cad";

/** Ready-made accents a shop can pick with one tap; each gives readable text on its buttons. */
export const NAMED_ACCENT_SCHEMES: ReadonlyArray<{ name: string; accent: string }> = [
  { name: "Workshop blue", accent: DEFAULT_ACCENT },
  { name: "Racing red", accent: "#c62828" },
  { name: "Forest green", accent: "#2e7d32" },
  { name: "Safety orange", accent: "#ef6c00" },
  { name: "Signal yellow", accent: "#ffd54f" },
  { name: "Teal", accent: "#00796b" },
  { name: "Royal purple", accent: "#5e35b1" },
  { name: "Graphite", accent: "#37474f" },
];
