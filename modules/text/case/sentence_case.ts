// Sentence case: the first letter of each sentence in capitals, other words lower, except the words that are
// always written one way (I, VIN, ABS, a make like Toyota, a code like P0420) and capitals the writer meant.
// Whether a capital was meant depends on the whole text: in text typed in capitals (shouting) or in title
// case, capitals are habit and go; in ordinary text, a capitalised name or an abbreviation in capitals stays.
import { type CaseStyle, recase, type WordAt } from "./recase.ts";
import { startsSentence } from "./tokens.ts";
import { MAKES, MAKES_THAT_ARE_WORDS } from "./vehicle_words.ts";
import { ACRONYMS, COMPOUNDS, PRONOUN_I } from "./vocabulary.ts";
import { codeSpelling, hasDeliberateCapitals, isAllCaps, isCapitalised } from "./word_shapes.ts";

const style: CaseStyle = { compounds: COMPOUNDS, spell };

export function toSentenceCase(text: string): string {
  return recase(text, style);
}

function spell(at: WordAt): string {
  const spelled = spellInSentence(at);
  if (!startsSentence(at.tokens, at.index) || hasDeliberateCapitals(spelled)) return spelled;
  const [first = "", ...rest] = [...spelled];
  return first.toUpperCase() + rest.join("");
}

function spellInSentence({ word, habits }: WordAt): string {
  const lower = word.toLowerCase();
  const known = PRONOUN_I.get(lower) ?? ACRONYMS.get(lower) ??
    (MAKES_THAT_ARE_WORDS.has(lower) ? undefined : MAKES.get(lower));
  if (known) return known;
  const code = codeSpelling(word);
  if (code) return code;
  if (hasDeliberateCapitals(word)) return word;
  if (habits.shouting) return lower;
  if (isAllCaps(word)) return word;
  if (isCapitalised(word) && !habits.titleTyping) return word;
  return lower;
}
