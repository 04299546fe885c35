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

/** The scheme as the custom properties src/ui/styles.css reads. */
export function accentSchemeProperties(scheme: AccentScheme): Record<string, string> {
  return {
    "--accent": scheme.accent,
    "--accent-fade": scheme.fade,
    "--accent-pale": scheme.pale,
    "--accent-fore": scheme.fore,
    "--accent-text": scheme.text,
    "--accent-light": scheme.light,
    "--accent-dark": scheme.dark,
    "--accent-text-shadow": scheme.textSh,
  };
}
