import assert from "node:assert/strict";
import { compoundAround, join, startsSentence, tokenize } from "./tokens.ts";

Deno.test("tokenize keeps every character: joining the tokens gives the text back", () => {
  for (
    const text of [
      "",
      "   ",
      "Ford F-150  XLT\n\t4x4!",
      "  O'Brien, Jr. — 2.0L (V6) / A/C… ",
      "Müller-Lüdenscheidt’s “café” ",
    ]
  ) {
    assert.equal(join(tokenize(text)), text);
  }
});

Deno.test("words hold letters and digits, apostrophes between letters and points between digits", () => {
  assert.deepEqual(tokenize("o'brien's 2.0l v6, rock 'n' roll.").words, [
    "o'brien's",
    "2.0l",
    "v6",
    "rock",
    "n",
    "roll",
  ]);
  assert.deepEqual(tokenize("f-150 a/c").gaps, ["", "-", " ", "/", ""]);
  assert.deepEqual(tokenize("o’neil").words, ["o’neil"], "a typographic apostrophe too");
  assert.deepEqual(
    tokenize("end. 5").words,
    ["end", "5"],
    "a full stop before a space is not a decimal point",
  );
});

Deno.test("a compound is the words tied by hyphens or slashes", () => {
  const tokens = tokenize("the mother-in-law's a/c works");
  assert.deepEqual(compoundAround(tokens, 0), [0, 1]);
  assert.deepEqual(compoundAround(tokens, 2), [1, 4]);
  assert.deepEqual(compoundAround(tokens, 4), [4, 6]);
});

Deno.test("a sentence starts at the text's start, a new line, or after . ! ? and a space", () => {
  const starts = (text: string) => {
    const tokens = tokenize(text);
    return tokens.words.filter((_, i) => startsSentence(tokens, i));
  };
  assert.deepEqual(starts("worn pads. replace! ok? yes\nnext line"), [
    "worn",
    "replace",
    "ok",
    "yes",
    "next",
  ]);
  assert.deepEqual(starts('he said "stop." then left'), ["he", "then"]);
  assert.deepEqual(
    starts("e.g. pads, approx. 5 mm, J. Smith, Mr. Jones"),
    ["e"],
    "initials and abbreviations",
  );
  assert.deepEqual(starts("2.0l engine"), ["2.0l"]);
});
