import assert from "node:assert/strict";
import {
  capitalise,
  capitaliseWithPrefix,
  codeSpelling,
  hasDeliberateCapitals,
  isAllCaps,
  isCapitalised,
  isVowelless,
} from "./word_shapes.ts";

Deno.test("word shapes: all capitals, capitalised, vowelless", () => {
  assert.ok(isAllCaps("ABS") && isAllCaps("O'BRIEN") && isAllCaps("RAV4"));
  assert.ok(!isAllCaps("A") && !isAllCaps("F150") && !isAllCaps("Abs") && !isAllCaps("150"));
  assert.ok(isCapitalised("Brakes") && isCapitalised("O'brien"));
  assert.ok(!isCapitalised("McDonald") && !isCapitalised("brakes") && !isCapitalised("ABS"));
  assert.ok(isVowelless("XLT") && isVowelless("llc") && isVowelless("Ng"));
  assert.ok(!isVowelless("Lynn") && !isVowelless("SUV") && !isVowelless("V6"));
});

Deno.test("deliberate inner capitals are kept; a stuck shift key is not deliberate", () => {
  for (const word of ["McDonald", "iPhone", "xDrive", "DeVito", "O'Brien", "MacKenzie", "LaToya"]) {
    assert.ok(hasDeliberateCapitals(word), word);
  }
  for (const word of ["JOhn", "MCdonald", "McDONALD", "O'BRIEN", "brakes", "Brakes", "ABS", "tHE"]) {
    assert.ok(!hasDeliberateCapitals(word), word);
  }
});

Deno.test("capitalising, with the one-letter prefix before an apostrophe", () => {
  assert.equal(capitalise("bRAKES"), "Brakes");
  assert.equal(capitalise("élan"), "Élan");
  assert.equal(capitaliseWithPrefix("o'brien"), "O'Brien");
  assert.equal(capitaliseWithPrefix("D'ANGELO"), "D'Angelo");
  assert.equal(capitaliseWithPrefix("don't"), "Don't");
  assert.equal(capitaliseWithPrefix("ma'ayan"), "Ma'ayan");
  assert.equal(capitaliseWithPrefix("o's"), "O's", "too short to be a name after the prefix");
});

Deno.test("codes with digits are capitals; units, ordinals and 4x4 stay lower; Mazda3 is a name", () => {
  const cases: Array<[string, string | null]> = [
    ["p0420", "P0420"],
    ["rav4", "RAV4"],
    ["v6", "V6"],
    ["10w30", "10W30"],
    ["2.0l", "2.0L"],
    ["45r17", "45R17"],
    ["4x4", "4x4"],
    ["35MM", "35mm"],
    ["2nd", "2nd"],
    ["3PM", "3pm"],
    ["100k", "100k"],
    ["mazda3", "Mazda3"],
    ["brakes", null],
    ["2024", null],
  ];
  for (const [word, spelled] of cases) assert.equal(codeSpelling(word), spelled, word);
  assert.equal(codeSpelling("720s", new Set(["k"])), "720S", "a style may narrow the units");
});
