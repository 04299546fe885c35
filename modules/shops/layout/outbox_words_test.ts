// The outbox status line in the staff's language: the catalogue's outbox.* words, joined as the language
// joins two things, with the shop's wording over the shipped.
import assert from "node:assert/strict";
import { statusText } from "@ui/outbox/outbox_rules.ts";
import { CHECKLIST_MESSAGES, Messages, OUTBOX_MESSAGES } from "@modules/text/mod.ts";
import { sayIn } from "@modules/text/ui.ts";
import { outboxWords } from "./outbox_words.ts";

function wordsIn(culture: string, overrides = {}) {
  const messages = new Messages(culture, overrides);
  return outboxWords(
    sayIn({
      culture,
      messages: messages.pick([...Object.values(OUTBOX_MESSAGES), CHECKLIST_MESSAGES.allSaved]),
    }),
    culture,
  );
}

Deno.test("outbox words: the English status lines, word for word", () => {
  const english = wordsIn("en-US");
  const counts = { changes: 3, photos: 1, failed: 1 };
  assert.equal(
    statusText(counts, false, null, english)?.text,
    "Offline: 3 changes and 1 photo or video not sent yet. Kept on this device and sent when you are back online. 1 could not be sent: see below.",
  );
  assert.equal(
    statusText(counts, true, null, english)?.text,
    "Sending 3 changes and 1 photo or video… 1 could not be sent: see below.",
  );
  assert.equal(
    statusText({ changes: 1, photos: 0, failed: 0 }, true, "Sign in again.", english)?.text,
    "1 change not sent yet: Sign in again.",
  );
  assert.equal(
    statusText({ changes: 0, photos: 2, failed: 2 }, true, null, english)?.text,
    "2 photos or videos could not be sent. Retry or discard them below.",
  );
  assert.equal(english.allSaved, "All changes saved");
  assert.equal(
    english.discardMessage("Front brake pads"),
    "Front brake pads was not sent. Discarding it removes it from this device for good.",
  );
});

Deno.test("outbox words: Spanish, joined the Spanish way; the shop's wording wins", () => {
  const spanish = wordsIn("es-MX");
  assert.equal(
    statusText({ changes: 2, photos: 1, failed: 0 }, false, null, spanish)?.text,
    "Sin conexión: 2 cambios y 1 foto o video sin enviar. Se guardan en este dispositivo y se envían al volver la conexión.",
  );
  const shops = wordsIn("es-MX", { "es-MX": { [CHECKLIST_MESSAGES.allSaved]: "Todo enviado" } });
  assert.equal(shops.allSaved, "Todo enviado");
});
