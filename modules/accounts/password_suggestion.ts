// A password an owner can read out to a new colleague: three made-up words of three syllables and a
// two-digit number, like "Bakelo-Turima-Sopenu-47". 19 consonants (no q, x) times 5 vowels give 95
// syllables, so the nine syllables carry 59 bits and the number 6.5 more: far beyond online guessing, which
// the sign-in rate limits cap anyway. Every choice comes from node:crypto's uniform randomInt.
import { randomInt } from "node:crypto";

const CONSONANTS = "bcdfghjklmnprstvwyz";
const VOWELS = "aeiou";

function syllable(): string {
  return CONSONANTS[randomInt(CONSONANTS.length)] + VOWELS[randomInt(VOWELS.length)];
}

function word(): string {
  const text = syllable() + syllable() + syllable();
  return text[0].toUpperCase() + text.slice(1);
}

export function suggestPassword(): string {
  return `${word()}-${word()}-${word()}-${randomInt(10, 100)}`;
}
