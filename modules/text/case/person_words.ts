// The words of people's and companies' names that no capitalising rule gets right.
import { spellings } from "./vocabulary.ts";

/** Generational suffixes; only after the first word (Vi and Iv are given names). */
export const SUFFIXES = spellings(["Jr", "Sr", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]);

/**
 * Titles, company forms and degrees written their own way, and names without a vowel that are not
 * abbreviations (Ng). Vowelless words not listed here are abbreviations and go in capitals (LLC, MD, DDS).
 */
export const NAME_WORDS = spellings([
  "Bros",
  "Co",
  "Corp",
  "Dr",
  "Esq",
  "GmbH",
  "Inc",
  "Ltd",
  "Mr",
  "Mrs",
  "Ms",
  "Mx",
  "Ng",
  "PhD",
  "Prof",
  "Rev",
  "St",
  "Wm",
]);

/** Particles of surnames kept lower inside a name: Ludwig van Beethoven, Maria de la Cruz. */
export const PARTICLES = new Set([
  "al",
  "bin",
  "da",
  "das",
  "de",
  "degli",
  "dei",
  "del",
  "della",
  "der",
  "di",
  "do",
  "dos",
  "du",
  "ibn",
  "la",
  "le",
  "ten",
  "ter",
  "van",
  "von",
  "y",
]);

/** Words that join names (Smith and Sons, Bank of the West), lower inside a name. */
export const JOINING_WORDS = new Set(["and", "of", "the"]);

/**
 * Gaelic surnames written Mac + capital, by what follows the Mac. Only these: Mack, Macy, Mace, Machado
 * and Macias are names of their own, so Mac + capital is never guessed.
 */
export const MAC_NAMES = new Set([
  "allister",
  "arthur",
  "aulay",
  "bride",
  "cormack",
  "crae",
  "donald",
  "dougall",
  "duff",
  "ewan",
  "farlane",
  "gillivray",
  "gregor",
  "innes",
  "intire",
  "isaac",
  "kay",
  "kenzie",
  "kinnon",
  "lachlan",
  "laren",
  "lean",
  "leod",
  "lennan",
  "master",
  "millan",
  "namara",
  "naughton",
  "neil",
  "pherson",
  "quarrie",
  "queen",
  "rae",
  "taggart",
]);
