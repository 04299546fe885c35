// Person title case: people's and companies' names. Each part of a hyphenated name is a name (Smith-Jones);
// Mc is followed by a capital (McDonald), Mac only for the Gaelic names listed (MacArthur, but Mack, Macy);
// a one-letter prefix before an apostrophe is followed by one (O'Brien, D'Angelo); initials and vowelless
// abbreviations go in capitals (J.R., LLC); particles and joining words stay lower inside a name (Maria de
// la Cruz, Bank of the West); suffixes after the first word are written their way (Jr, III).
import { type CaseStyle, recase, type WordAt } from "./recase.ts";
import { JOINING_WORDS, MAC_NAMES, NAME_WORDS, PARTICLES, SUFFIXES } from "./person_words.ts";
import { COMPOUNDS } from "./vocabulary.ts";
import {
  capitalise,
  capitaliseWithPrefix,
  codeSpelling,
  hasDeliberateCapitals,
  isVowelless,
  letterCount,
} from "./word_shapes.ts";

const style: CaseStyle = { compounds: COMPOUNDS, spell };

export function toPersonTitleCase(text: string): string {
  return recase(text, style);
}

function spell({ word, index, tokens }: WordAt): string {
  if (hasDeliberateCapitals(word)) return word;
  const lower = word.toLowerCase();
  const next = tokens.words[index + 1]?.toLowerCase();
  const inside = index > 0 && next !== undefined && !SUFFIXES.has(next);
  if (index > 0 && SUFFIXES.has(lower)) return SUFFIXES.get(lower)!;
  if (inside && (PARTICLES.has(lower) || JOINING_WORDS.has(lower))) return lower;
  const known = NAME_WORDS.get(lower);
  if (known) return known;
  const code = codeSpelling(word);
  if (code) return code;
  const letters = letterCount(word);
  if (letters === 1 || (letters <= 5 && isVowelless(word))) return word.toUpperCase();
  if (lower.startsWith("mc") && letters >= 4) return `Mc${capitalise(word.slice(2))}`;
  if (lower.startsWith("mac") && MAC_NAMES.has(lower.slice(3))) return `Mac${capitalise(word.slice(3))}`;
  return capitaliseWithPrefix(word);
}
