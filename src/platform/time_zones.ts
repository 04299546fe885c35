// The time zones a shop or a user can choose: the IANA names this JavaScript engine knows, plus UTC, which
// V8 leaves out of its list. Shared by the pages (the choices) and the server (the check).
/** A new shop's time zone when none is chosen (the shops table's default too). */
export const DEFAULT_TIME_ZONE = "America/New_York";

export const TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];

const KNOWN = new Set(TIME_ZONES);

export function isTimeZone(name: string): boolean {
  return KNOWN.has(name);
}
