// What a single word looks like (all capitals, deliberate inner capitals, a code with digits) and the basic
// ways to recase it. The case styles combine these with their word lists.

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const VOWELS = new Set([..."aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿ"]);
const APOSTROPHES = new Set(["'", "\u2019", "\u02bc"]);

export const hasLetter = (word: string) => LETTER.test(word);
export const hasDigit = (word: string) => DIGIT.test(word);
export const letterCount = (word: string) => [...word].filter((c) => LETTER.test(c)).length;

/** Two or more letters, none of them lower case: ABS, CHECK. */
export function isAllCaps(word: string): boolean {
  const letters = [...word].filter((c) => LETTER.test(c));
  return letters.length >= 2 && !letters.some((c) => LOWER.test(c));
}

/** A capital first letter and nothing else in capitals: Brakes. */
export function isCapitalised(word: string): boolean {
  const [first, ...rest] = [...word];
  return UPPER.test(first) && rest.some((c) => LOWER.test(c)) && !rest.some((c) => UPPER.test(c));
}

/**
 * Capitals the writer put inside a word on purpose: a capital after a lower-case letter or an apostrophe,
 * with lower case after it again (McDonald, iPhone, xDrive, DeVito, O'Brien). A stuck shift key has no such
 * capital (JOhn, MCdonald) or nothing lower after it (McDONALD).
 */
export function hasDeliberateCapitals(word: string): boolean {
  const chars = [...word];
  let seenLower = false;
  for (let i = 0; i < chars.length; i++) {
    if (UPPER.test(chars[i]) && (seenLower || (i > 0 && APOSTROPHES.has(chars[i - 1])))) {
      return chars.slice(i + 1).some((c) => LOWER.test(c));
    }
    if (LOWER.test(chars[i])) seenLower = true;
  }
  return false;
}

/** Letters only, and no vowel (y counts as one): BMW, XLT, LLC — an abbreviation, not a word. */
export function isVowelless(word: string): boolean {
  const chars = [...word.toLowerCase()];
  return chars.every((c) => LETTER.test(c)) && !chars.some((c) => VOWELS.has(c));
}

export function capitalise(word: string): string {
  const [first = "", ...rest] = [...word];
  return first.toUpperCase() + rest.join("").toLowerCase();
}

/**
 * Capitalises a word and, after an apostrophe, the part that follows a one-letter prefix: O'Brien,
 * D'Angelo. A longer part before the apostrophe keeps the rest lower: Don't, Ma'ayan.
 */
export function capitaliseWithPrefix(word: string): string {
  const chars = [...word];
  if (chars.length >= 4 && APOSTROPHES.has(chars[1]) && LETTER.test(chars[0])) {
    return chars[0].toUpperCase() + chars[1] + capitalise(chars.slice(2).join(""));
  }
  return capitalise(word);
}

/** Units and ordinal endings after a number, which stay lower case: 35mm, 100km, 2nd, 3pm. */
export const NUMBER_SUFFIXES: ReadonlySet<string> = new Set([
  "am",
  "cc",
  "cm",
  "dr",
  "ft",
  "g",
  "hr",
  "hrs",
  "in",
  "k",
  "kg",
  "km",
  "kmh",
  "kph",
  "kpa",
  "lb",
  "lbs",
  "m",
  "mi",
  "min",
  "mins",
  "mm",
  "mpg",
  "mph",
  "ms",
  "nd",
  "nm",
  "oz",
  "pm",
  "psi",
  "qt",
  "qts",
  "rd",
  "s",
  "spd",
  "st",
  "th",
  "yr",
  "yrs",
]);

/**
 * The spelling of a word that mixes letters and digits, or null for a word without both. Codes are written
 * in capitals: P0420, RAV4, V6, 10W30, 2.0L. Exceptions: a unit or ordinal after a number stays lower
 * (35mm, 2nd); a drive layout like 4x4 keeps its x; a long word with a number on the end is a name with a
 * number (Mazda3).
 */
export function codeSpelling(word: string, numberSuffixes = NUMBER_SUFFIXES): string | null {
  if (!hasLetter(word) || !hasDigit(word)) return null;
  const lower = word.toLowerCase();
  const numberThenSuffix = /^[\d.,]+(\p{L}+)$/u.exec(lower);
  if (numberThenSuffix && numberSuffixes.has(numberThenSuffix[1])) return lower;
  if (/^\d+x\d+$/.test(lower)) return lower;
  const leadingLetters = /^\p{L}+/u.exec(lower)?.[0] ?? "";
  if (leadingLetters.length >= 4) return capitalise(word);
  return word.toUpperCase();
}
