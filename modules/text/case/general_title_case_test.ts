import assert from "node:assert/strict";
import { toGeneralTitleCase } from "./general_title_case.ts";

function check(cases: Array<[string, string]>) {
  for (const [text, expected] of cases) assert.equal(toGeneralTitleCase(text), expected, text);
}

Deno.test("general title case: small words lower inside, first and last capitalised", () => {
  check([
    ["the lord of the rings", "The Lord of the Rings"],
    ["brake pad replacement: front and rear", "Brake Pad Replacement: Front and Rear"],
    ["what the tires are made of", "What the Tires Are Made Of"],
    ["a guide to brakes. the basics", "A Guide to Brakes. The Basics"],
    ["oil change with a filter", "Oil Change with a Filter"],
  ]);
});

Deno.test("general title case: compounds, apostrophes, shouting and known words", () => {
  check([
    ["follow-up call", "Follow-Up Call"],
    ["mother-in-law's car", "Mother-in-Law's Car"],
    ["o'reilly auto parts", "O'Reilly Auto Parts"],
    ["don't drive at 5 o'clock", "Don't Drive at 5 O'Clock"],
    ["BRAKE INSPECTION FOR THE FRONT", "Brake Inspection for the Front"],
    ["ABS module repair", "ABS Module Repair"],
    ["tpms sensor and vin check", "TPMS Sensor and VIN Check"],
    ["what i found on my iPhone", "What I Found on My iPhone"],
    ["a/c recharge r-134a", "A/C Recharge R-134a"],
    ["2nd opinion on p0301", "2nd Opinion on P0301"],
  ]);
});
