// Text as words and the gaps between them, so a casing rule changes the letters of words and nothing else:
// spacing, punctuation and line breaks come back exactly as typed. gaps has one more entry than words:
// text = gaps[0] + words[0] + gaps[1] + words[1] + ... + words[n-1] + gaps[n].

export interface Tokens {
  words: string[];
  gaps: string[];
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const APOSTROPHES = new Set(["'", "\u2019", "\u02bc"]);

/**
 * A word is a run of letters, marks and digits. An apostrophe between two letters (O'Brien, don't) and a
 * point between two digits (2.0L, 5.7) stay inside it; every other character is a gap.
 */
export function tokenize(text: string): Tokens {
  const chars = [...text];
  const words: string[] = [];
  const gaps: string[] = [];
  let gap = "";
  let i = 0;
  while (i < chars.length) {
    if (!WORD_CHAR.test(chars[i])) {
      gap += chars[i++];
      continue;
    }
    let word = "";
    while (i < chars.length) {
      if (WORD_CHAR.test(chars[i])) {
        word += chars[i++];
      } else if (joinsWord(chars[i - 1], chars[i], chars[i + 1])) {
        word += chars[i++];
      } else {
        break;
      }
    }
    gaps.push(gap);
    words.push(word);
    gap = "";
  }
  gaps.push(gap);
  return { words, gaps };
}

function joinsWord(before: string, char: string, after: string | undefined): boolean {
  if (after === undefined) return false;
  if (APOSTROPHES.has(char)) return LETTER.test(before) && LETTER.test(after);
  if (char === ".") return DIGIT.test(before) && DIGIT.test(after);
  return false;
}

export function join({ words, gaps }: Tokens): string {
  return words.reduce((text, word, i) => text + word + gaps[i + 1], gaps[0]);
}

/** Gaps that tie words into one compound: F-150, Smith-Jones, A/C. */
const COMPOUND_GAPS = new Set(["-", "/", "\u2010", "\u2011"]);

/** Whether word i is tied to the word before it (true) rather than standing apart. */
export function joinedToPrevious(tokens: Tokens, i: number): boolean {
  return i > 0 && COMPOUND_GAPS.has(tokens.gaps[i]);
}

/** The first index and one past the last index of the compound that word i belongs to. */
export function compoundAround(tokens: Tokens, i: number): [start: number, end: number] {
  let start = i;
  while (joinedToPrevious(tokens, start)) start--;
  let end = i + 1;
  while (end < tokens.words.length && joinedToPrevious(tokens, end)) end++;
  return [start, end];
}

/** Words that end with a point without ending a sentence: e.g., approx., Mr. */
const ABBREVIATIONS = new Set([
  "approx",
  "appt",
  "dept",
  "dr",
  "est",
  "etc",
  "incl",
  "jr",
  "min",
  "mr",
  "mrs",
  "ms",
  "no",
  "qty",
  "sr",
  "st",
  "vs",
]);

/**
 * Whether word i begins a sentence: the first word, a word on a new line, or a word after ".", "!" or "?"
 * and a space. A point after a single letter (an initial, e.g.) or a known abbreviation does not end one.
 */
export function startsSentence(tokens: Tokens, i: number): boolean {
  if (i === 0) return true;
  const gap = tokens.gaps[i];
  if (gap.includes("\n")) return true;
  if (!/[.!?]["'\u2019\u201d)]*\s/u.test(gap)) return false;
  if (!gap.trimStart().startsWith(".")) return true;
  const previous = tokens.words[i - 1];
  return [...previous].length > 1 && !ABBREVIATIONS.has(previous.toLowerCase());
}

/** Whether a ":" (a heading, a label) comes right before word i: title case starts afresh after it. */
export function followsColon(tokens: Tokens, i: number): boolean {
  return i > 0 && tokens.gaps[i].trim().endsWith(":");
}
