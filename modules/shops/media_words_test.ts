import assert from "node:assert/strict";
import { MEDIA_WORDS } from "@modules/media/ui.ts";
import { sayIn } from "@modules/text/ui.ts";
import { mediaWords } from "./media_words.ts";

/** A kit's words as text, nested groups too: every function written out with sample numbers (a name may be any text), so two sets can be compared. */
function written(words: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(words).map(([name, word]) => [
      name,
      typeof word === "function"
        ? [word(1, 3, 5), word(2, 3, 7), word(12, 40, 30)]
        : typeof word === "object"
        ? written(word)
        : word,
    ]),
  );
}

Deno.test("the catalogue's en-US media words are the kit's own, word for word", () => {
  const words = mediaWords(sayIn(null));
  assert.deepEqual(written(words), written(MEDIA_WORDS));
  // The camera's sentences with and without what the browser named.
  for (const said of ["", "facingMode"]) {
    assert.equal(words.camera.unmet(said), MEDIA_WORDS.camera.unmet(said));
    assert.equal(words.camera.openFailed(said), MEDIA_WORDS.camera.openFailed(said));
  }
});

Deno.test("the media words follow the page's culture", () => {
  const words = mediaWords(sayIn({ culture: "es-MX", messages: {} }));
  assert.equal(words.empty, "Aún no hay imágenes ni videos.");
  assert.equal(words.tasks(2), "2 tareas");
  assert.equal(words.menuFor("Freno.jpg"), "Menú de Freno.jpg");
  assert.equal(words.camera.use, "Usar foto");
  assert.equal(words.shared.add(3), "Agregar 3");
  assert.equal(words.upload.progress("1.3", "5.0", 25), "1.3 MB de 5.0 MB (25%)");
});
