// The time zones a shop or a user can choose: the IANA names this JavaScript engine knows, plus UTC, which
// V8 leaves out of its list. Shared by the pages (the choices) and the server (the check).
/** A new shop's time zone when none is chosen (the shops table's default too). */
export const DEFAULT_TIME_ZONE = "America/New_York";

export const TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];

const KNOWN = new Set(TIME_ZONES);

export function isTimeZone(name: string): boolean {
  return KNOWN.has(name);
}

/** The browser's own time zone, written by the time-zone input (src/ui/time_zone_input.tsx). */
export const TIME_ZONE_COOKIE = "timeZone";
/** Seed 001, section 9: the time-zone cookie lasts 365 days. */
export const TIME_ZONE_COOKIE_DAYS = 365;

/** The time zone a cookie names, or null when it is missing or not a zone this engine knows. */
export function timeZoneFromCookie(value: string | undefined): string | null {
  return value !== undefined && isTimeZone(value) ? value : null;
}
