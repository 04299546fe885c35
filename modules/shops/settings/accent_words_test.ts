import assert from "node:assert/strict";
import { ACCENT_WORDS } from "@ui/accent_scheme_picker.tsx";
import { NAMED_ACCENT_SCHEMES } from "@ui/accent_scheme.ts";
import { sayIn } from "@modules/text/ui.ts";
import { accentWords } from "./accent_words.ts";

Deno.test("the catalogue's en-US accent words are the picker's own, every ready-made colour named", () => {
  const { schemes, ...words } = accentWords(sayIn(null));
  const { schemes: _none, ...own } = ACCENT_WORDS;
  assert.deepEqual(words, own);
  assert.deepEqual(Object.keys(schemes), NAMED_ACCENT_SCHEMES.map((scheme) => scheme.name));
  for (const scheme of NAMED_ACCENT_SCHEMES) assert.equal(schemes[scheme.name], scheme.name);
});

Deno.test("the accent words follow the page's culture", () => {
  const words = accentWords(sayIn({ culture: "es-MX", messages: {} }));
  assert.equal(words.legend, "Color de acento");
  assert.equal(words.schemes["Racing red"], "Rojo carreras");
});
