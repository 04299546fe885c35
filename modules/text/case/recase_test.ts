import assert from "node:assert/strict";
import { recase, typingHabits } from "./recase.ts";
import { tokenize } from "./tokens.ts";

Deno.test("typing habits: shouting when most words are in capitals, title typing when most inner words are capitalised", () => {
  const habits = (text: string) => typingHabits(tokenize(text));
  assert.deepEqual(habits("CHECK ENGINE light"), { shouting: true, titleTyping: false });
  assert.deepEqual(habits("check the ABS light"), { shouting: false, titleTyping: false });
  assert.deepEqual(habits("Check Engine Light on"), { shouting: false, titleTyping: true });
  assert.deepEqual(habits("Customer says Bob's car pulls"), { shouting: false, titleTyping: false });
  assert.deepEqual(habits("2024 / 5"), { shouting: false, titleTyping: false }, "no words to judge by");
});

Deno.test("recase looks a whole compound up before its words, and keeps the gaps", () => {
  const upper = {
    compounds: new Map([["a/c", "A/C"]]),
    spell: ({ word }: { word: string }) => `<${word}>`,
  };
  assert.equal(recase(" a/c, a/c-unit; b/c ", upper), " A/C, <a>/<c>-<unit>; <b>/<c> ");
});
