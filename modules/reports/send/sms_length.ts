// How long a text message is on the phone network. Plain GSM-7 text goes 153 characters to a segment of a
// long message (a few signs, like € and {, take two); one character outside it (an emoji, "á", "ç") sends
// the whole message as UCS-2, 67 UTF-16 units to a segment. A report SMS must fit in two segments.
const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡" +
  "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

/** Two segments: 2 x 153 GSM-7 characters, or 2 x 67 UTF-16 units. */
export const TWO_SEGMENTS = { gsm7: 306, ucs2: 134 } as const;

export function isGsm7(text: string): boolean {
  for (const char of text) {
    if (!GSM_BASIC.includes(char) && !GSM_EXTENDED.includes(char)) return false;
  }
  return true;
}

/** The message's length in its encoding's units, and the most two segments hold in it. */
export function smsSize(text: string): { length: number; limit: number; encoding: "gsm7" | "ucs2" } {
  if (!isGsm7(text)) return { length: text.length, limit: TWO_SEGMENTS.ucs2, encoding: "ucs2" };
  let length = 0;
  for (const char of text) length += GSM_EXTENDED.includes(char) ? 2 : 1;
  return { length, limit: TWO_SEGMENTS.gsm7, encoding: "gsm7" };
}

export function fitsTwoSegments(text: string): boolean {
  const { length, limit } = smsSize(text);
  return length <= limit;
}

/**
 * The longest text `compose` makes that fits in two segments: the longest name is shortened first, a
 * character at a time (to a word's end where one is near, never below a few characters), and when even
 * that is too long, the `withoutNames` text is used. What compose puts around the names (the link) is
 * never cut.
 */
export function fitSms(
  names: string[],
  compose: (names: string[]) => string,
  withoutNames: string,
): string {
  const limits = names.map((name) => [...name].length);
  for (;;) {
    const text = compose(names.map((name, index) => shorten(name, limits[index])));
    if (fitsTwoSegments(text)) return text;
    const longest = limits.indexOf(Math.max(...limits));
    if (limits[longest] <= MIN_NAME) return withoutNames;
    limits[longest]--;
  }
}

const MIN_NAME = 6;

/** At most `most` characters: cut at the last space when it keeps most of them, without a trailing sign. */
export function shorten(name: string, most: number): string {
  const chars = [...name];
  if (chars.length <= most) return name;
  const cut = chars.slice(0, most).join("");
  const space = cut.lastIndexOf(" ");
  const kept = space >= most * 0.5 ? cut.slice(0, space) : cut;
  return kept.replace(/[\s,.;:-]+$/, "");
}
