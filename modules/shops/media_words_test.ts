import assert from "node:assert/strict";
import { MEDIA_WORDS, type MediaWords } from "@modules/media/ui.ts";
import { sayIn } from "@modules/text/ui.ts";
import { mediaWords } from "./media_words.ts";

/** A kit's words as text: every function written out with sample numbers (a name may be any text), so two sets can be compared. */
function written(words: MediaWords) {
  return Object.fromEntries(
    Object.entries(words).map(([name, word]) => [
      name,
      typeof word !== "function" ? word : [word(1, 3), word(2, 3), word(12, 40)],
    ]),
  );
}

Deno.test("the catalogue's en-US media words are the kit's own, word for word", () => {
  assert.deepEqual(written(mediaWords(sayIn(null))), written(MEDIA_WORDS));
});

Deno.test("the media words follow the page's culture", () => {
  const words = mediaWords(sayIn({ culture: "es-MX", messages: {} }));
  assert.equal(words.empty, "Aún no hay imágenes ni videos.");
  assert.equal(words.tasks(2), "2 tareas");
  assert.equal(words.menuFor("Freno.jpg"), "Menú de Freno.jpg");
});
