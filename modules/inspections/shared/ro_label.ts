// The repair order as the pages label it: "RO 24056". Many shops' systems put the letters in the number itself
// ("RO-24056"), and the heading read "RO RO-24056" (issue 32): a number that already starts with the label's
// word is shown as it is. The word is the shop's wording of the label, so "BT 1001" and "Orden 1001" follow it.

/** `say` the page's words; `key` a message "RO {ro}" (or "RO {number}": `placeholder`). */
export function roLabel(
  say: (key: string, values?: Record<string, string>) => string,
  key: string,
  roNumber: string,
  placeholder = "ro",
): string {
  const word = say(key, { [placeholder]: "" }).trim();
  return word !== "" && startsWithWord(roNumber, word) ? roNumber : say(key, { [placeholder]: roNumber });
}

/** "RO-24056", "ro 24056", "RO24056" start with "RO"; "ROSS-1" does not (a letter follows). */
function startsWithWord(text: string, word: string): boolean {
  const head = text.slice(0, word.length);
  if (head.localeCompare(word, undefined, { sensitivity: "base" }) !== 0) return false;
  return !/\p{L}/u.test(text.charAt(word.length));
}
