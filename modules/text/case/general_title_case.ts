// General title case: every word capitalised except short articles, conjunctions and prepositions inside
// the title (the, and, of, in...). The first and last word, the first after a colon or a sentence's end,
// and the last part of a compound (Check-In) are capitalised all the same.
import { type CaseStyle, recase, type WordAt } from "./recase.ts";
import { compoundAround, followsColon, startsSentence } from "./tokens.ts";
import { ACRONYMS, COMPOUNDS, PRONOUN_I, SMALL_WORDS } from "./vocabulary.ts";
import { capitaliseWithPrefix, codeSpelling, hasDeliberateCapitals, isAllCaps } from "./word_shapes.ts";

const style: CaseStyle = { compounds: COMPOUNDS, spell: spellInTitle };

export function toGeneralTitleCase(text: string): string {
  return recase(text, style);
}

/** A word of a title; vehicle title case uses it for the words it has no list for. */
export function spellInTitle(at: WordAt): string {
  const { word, habits } = at;
  const lower = word.toLowerCase();
  const known = PRONOUN_I.get(lower) ?? ACRONYMS.get(lower);
  if (known) return known;
  const code = codeSpelling(word);
  if (code) return code;
  if (hasDeliberateCapitals(word)) return word;
  if (isAllCaps(word) && !habits.shouting) return word;
  if (SMALL_WORDS.has(lower) && insideTitle(at)) return lower;
  return capitaliseWithPrefix(word);
}

/** Not the first or last word, nor starting anew after a colon or full stop, nor ending a compound. */
function insideTitle({ tokens, index }: WordAt): boolean {
  if (startsSentence(tokens, index) || followsColon(tokens, index)) return false;
  if (index === tokens.words.length - 1) return false;
  const [start, end] = compoundAround(tokens, index);
  return end - start === 1 || index < end - 1;
}
