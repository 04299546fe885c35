import assert from "node:assert/strict";
import { toSentenceCase } from "./sentence_case.ts";

function check(cases: Array<[string, string]>) {
  for (const [text, expected] of cases) assert.equal(toSentenceCase(text), expected, text);
}

Deno.test("sentence case: each sentence starts with a capital, spacing and punctuation as typed", () => {
  check([
    [
      "brakes are worn. replace pads!  left front at 2mm",
      "Brakes are worn. Replace pads!  Left front at 2mm",
    ],
    ["ok? yes.\nnext line", "OK? Yes.\nNext line"],
    ["- front pads\n- rear rotors", "- Front pads\n- Rear rotors"],
    ["approx. 5 mm left. e.g. the pads", "Approx. 5 mm left. E.g. the pads"],
    ["", ""],
    ["   ", "   "],
  ]);
});

Deno.test("sentence case: shouting and title-case typing are lowered, known words kept", () => {
  check([
    [
      "THE CUSTOMER SAYS THE ABS LIGHT IS ON. I CHECKED THE VIN.",
      "The customer says the ABS light is on. I checked the VIN.",
    ],
    ["Check Engine Light On", "Check engine light on"],
    ["Left Front Tire Worn To 2/32", "Left front tire worn to 2/32"],
    ["tHE front tires", "The front tires"],
    ["BRAKES", "Brakes"],
  ]);
});

Deno.test("sentence case: I, acronyms, makes, codes and capitals the writer meant stay", () => {
  check([
    ["told him i'm out, i'll call", "Told him I'm out, I'll call"],
    ["vin and tpms checked, abs ok", "VIN and TPMS checked, ABS OK"],
    ["p0420 code, a/c not cold, obd-ii port loose", "P0420 code, A/C not cold, OBD-II port loose"],
    ["the toyota needs 0w20, the bmw 5w-30", "The Toyota needs 0W20, the BMW 5W-30"],
    ["Customer says Bob's Ford pulls left", "Customer says Bob's Ford pulls left"],
    ["replaced the EGR valve and the PCV hose", "Replaced the EGR valve and the PCV hose"],
    ["synced her iPhone", "Synced her iPhone"],
    ["a ram and a mini spare", "A ram and a mini spare"],
  ]);
});
