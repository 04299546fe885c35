// The colour-mode control of the page header. The root route owns the mode (it renders <html
// data-color-mode>) and hands it down through ColourModeContext; pressing the control moves to the next mode
// and stores it in the darkMode cookie, so the next page arrives from the server already in that mode.
import { createContext, use, useCallback, useMemo, useState } from "react";
import {
  COLOUR_MODE_COOKIE,
  COLOUR_MODE_COOKIE_DAYS,
  type ColourMode,
  colourModeCookieValue,
  colourModeLabel,
  nextColourMode,
} from "../platform/colour_mode.ts";
import { cookieText } from "./browser_cookie.ts";
import { useHydrated } from "./use_hydrated.ts";

interface ColourModeState {
  mode: ColourMode;
  cycle(): void;
}

export const ColourModeContext = createContext<ColourModeState>({ mode: "auto", cycle: () => {} });

/** For the root route: the mode the server rendered with, and the cycle that changes it. */
export function useColourModeState(rendered: ColourMode): ColourModeState {
  const [mode, setMode] = useState(rendered);
  const cycle = useCallback(() => {
    setMode((current) => {
      const next = nextColourMode(current);
      document.cookie = cookieText(
        COLOUR_MODE_COOKIE,
        colourModeCookieValue(next),
        COLOUR_MODE_COOKIE_DAYS,
        location.protocol === "https:",
      );
      return next;
    });
  }, []);
  return useMemo(() => ({ mode, cycle }), [mode, cycle]);
}

const ICONS: Record<ColourMode, string> = {
  // A half-filled circle: "like this device".
  auto: "M12 3a9 9 0 1 0 0 18V3Z",
  // A crescent moon.
  dark: "M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z",
  // A sun.
  light: "M12 7a5 5 0 1 0 0 10a5 5 0 0 0 0-10Z",
};

export function ColourModeControl() {
  const { mode, cycle } = use(ColourModeContext);
  const hydrated = useHydrated();
  const label = colourModeLabel(mode);
  return (
    <button
      type="button"
      className="icon-button colour-mode-control"
      aria-label={label}
      title={`${label}. Press to change.`}
      data-mode={mode}
      disabled={!hydrated}
      onClick={cycle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d={ICONS[mode]} fill="currentColor" />
      </svg>
    </button>
  );
}
