// The colour mode (seed 001, "Colour mode"): auto follows the device, dark and light override it. The
// control cycles auto → dark → light → auto; the choice lives in the cookie `darkMode` (auto, on, off) so
// the server can render <html data-color-mode> with the page and the first paint is already right.
export const COLOUR_MODES = ["auto", "dark", "light"] as const;
export type ColourMode = typeof COLOUR_MODES[number];

export const COLOUR_MODE_COOKIE = "darkMode";
/** Cookies use a day-based expiry (seed 001, section 9); a year outlives any reasonable pause. */
export const COLOUR_MODE_COOKIE_DAYS = 365;

const COOKIE_VALUES: Record<ColourMode, string> = { auto: "auto", dark: "on", light: "off" };

export function nextColourMode(mode: ColourMode): ColourMode {
  return COLOUR_MODES[(COLOUR_MODES.indexOf(mode) + 1) % COLOUR_MODES.length];
}

/** The mode a cookie value stands for; a missing or unknown value is auto. */
export function colourModeFromCookie(value: string | undefined): ColourMode {
  const found = (Object.keys(COOKIE_VALUES) as ColourMode[]).find((mode) => COOKIE_VALUES[mode] === value);
  return found ?? "auto";
}

/** The darkMode cookie's value for a mode. */
export function colourModeCookieValue(mode: ColourMode): string {
  return COOKIE_VALUES[mode];
}

/** What the control says it will do next, for its label and tooltip. */
export function colourModeLabel(mode: ColourMode): string {
  switch (mode) {
    case "auto":
      return "Colours: automatic (like this device)";
    case "dark":
      return "Colours: dark";
    case "light":
      return "Colours: light";
  }
}
