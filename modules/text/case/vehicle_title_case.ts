// Vehicle title case: a make, model and trim as the maker writes them. Known makes and words come from
// vehicle_words.ts (BMW, McLaren, 4Runner, xDrive); codes go in capitals (F-150, RAV4, V8, 2.0L, 4WD) with
// BMW's 328i, 320d and 330e keeping their lower-case ending and 4x4 its x; short words without a vowel are
// trims or abbreviations (XLT, LTZ, SRT); any other word is title-cased like a general title.
import { spellInTitle } from "./general_title_case.ts";
import { type CaseStyle, recase, type WordAt } from "./recase.ts";
import { compoundAround, type Tokens } from "./tokens.ts";
import {
  BMW_ELECTRIC,
  MAKES,
  VEHICLE_COMPOUNDS,
  VEHICLE_NUMBER_SUFFIXES,
  VEHICLE_WORDS,
} from "./vehicle_words.ts";
import { ACRONYMS, COMPOUNDS } from "./vocabulary.ts";
import {
  codeSpelling,
  hasDeliberateCapitals,
  hasDigit,
  isAllCaps,
  isVowelless,
  letterCount,
} from "./word_shapes.ts";

const style: CaseStyle = { compounds: new Map([...COMPOUNDS, ...VEHICLE_COMPOUNDS]), spell };

export function toVehicleTitleCase(text: string): string {
  return recase(text, style);
}

function spell(at: WordAt): string {
  const { word, habits, tokens } = at;
  const lower = word.toLowerCase();
  const known = MAKES.get(lower) ?? VEHICLE_WORDS.get(lower) ?? ACRONYMS.get(lower) ??
    (mentionsBmw(tokens) ? BMW_ELECTRIC.get(lower) : undefined);
  if (known) return known;
  if (hasDeliberateCapitals(word)) return word;
  if (/^\d+[ide]$/.test(lower)) return lower;
  const code = codeSpelling(word, VEHICLE_NUMBER_SUFFIXES);
  if (code) return code;
  const letters = letterCount(word);
  if (letters === 1) return word.toUpperCase();
  if (letters <= 5 && isVowelless(word)) return word.toUpperCase();
  if (letters <= 3 && tiedToCode(at)) return word.toUpperCase();
  if (letters <= 3 && isAllCaps(word) && !habits.shouting) return word;
  // Past the short codes, capitals are habit: FORD EXPLORER is a Ford Explorer even in a text with lower case.
  return spellInTitle({ ...at, word: lower });
}

/** Asked once per text, not once per word: a long description would otherwise cost words squared. */
const bmwMentions = new WeakMap<Tokens, boolean>();

function mentionsBmw(tokens: Tokens): boolean {
  let mentions = bmwMentions.get(tokens);
  if (mentions === undefined) {
    mentions = tokens.words.some((word) => word.toLowerCase() === "bmw");
    bmwMentions.set(tokens, mentions);
  }
  return mentions;
}

/** Part of a compound with a number or a single letter in it: the CX of CX-5, the HR of HR-V. */
function tiedToCode({ tokens, index }: WordAt): boolean {
  const [start, end] = compoundAround(tokens, index);
  return tokens.words.slice(start, end).some((part, k) =>
    start + k !== index && (hasDigit(part) || letterCount(part) === 1)
  );
}
