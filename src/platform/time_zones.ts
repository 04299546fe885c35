// The time zones a shop or a user can choose: the IANA names this JavaScript engine knows, plus UTC, which
// V8 leaves out of its list. Shared by the pages (the choices) and the server (the check).
export const TIME_ZONES: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone")];

const KNOWN = new Set(TIME_ZONES);

export function isTimeZone(name: string): boolean {
  return KNOWN.has(name);
}
