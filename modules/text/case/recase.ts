// The frame every case style runs in: split the text, read how it was typed, look whole compounds up in the
// style's list, let the style spell each remaining word, and put the text back together around the gaps.
import { compoundAround, join, startsSentence, tokenize, type Tokens } from "./tokens.ts";
import { isAllCaps, isCapitalised, letterCount } from "./word_shapes.ts";

/** How the writer typed the text as a whole, which says whether their capitals can be trusted. */
export interface Habits {
  /** Most words are in capitals: caps lock, or a form that was filled in shouting. */
  shouting: boolean;
  /** Most words inside sentences start with a capital: typed in title case, not for proper nouns. */
  titleTyping: boolean;
}

export function typingHabits(tokens: Tokens): Habits {
  const words = tokens.words.filter((word) => letterCount(word) >= 2);
  const capitals = words.filter(isAllCaps).length;
  const inner = tokens.words.filter((word, i) => !startsSentence(tokens, i) && letterCount(word) >= 2);
  return {
    shouting: words.length > 0 && capitals * 2 > words.length,
    titleTyping: inner.length > 0 && inner.filter(isCapitalised).length * 2 > inner.length,
  };
}

export interface WordAt {
  word: string;
  index: number;
  tokens: Tokens;
  habits: Habits;
}

export interface CaseStyle {
  /** Compounds (words tied by "-" or "/") written one way, by their lower-case text. */
  compounds: ReadonlyMap<string, string>;
  spell(at: WordAt): string;
}

export function recase(text: string, style: CaseStyle): string {
  const tokens = tokenize(text);
  const habits = typingHabits(tokens);
  const words = [...tokens.words];
  for (let i = 0; i < words.length; i++) {
    const [start, end] = compoundAround(tokens, i);
    if (start === i && end - start > 1) {
      const compound = join({
        words: tokens.words.slice(start, end),
        gaps: ["", ...tokens.gaps.slice(start + 1, end), ""],
      });
      const spelling = style.compounds.get(compound.toLowerCase());
      if (spelling) {
        tokenize(spelling).words.forEach((word, k) => words[start + k] = word);
        i = end - 1;
        continue;
      }
    }
    words[i] = style.spell({ word: tokens.words[i], index: i, tokens, habits });
  }
  return join({ words, gaps: tokens.gaps });
}
