import assert from "node:assert/strict";
import { sayIn } from "@modules/text/ui.ts";
import { SHOP_SETTINGS_MESSAGES } from "@modules/text/mod.ts";
import { checkLogoSize, LOGO_MIN_HEIGHT, LOGO_MIN_WIDTH } from "./logo_check.ts";

// The page's words as the browser has them without a shop's wording: the shipped defaults.
const english = sayIn(null);

Deno.test("a picture the browser could not size is the seed's invalid image, and is not sent", () => {
  assert.deepEqual(checkLogoSize(0, 0, english), {
    messages: ["An invalid image file was specified."],
    acceptable: false,
  });
});

Deno.test("too narrow is 'must' (not sent); too short is 'should' (sent), in the seed's words", () => {
  assert.deepEqual(checkLogoSize(120, 60, english), {
    messages: [
      `The uploaded image is 120px wide. It must be ${LOGO_MIN_WIDTH}px wide.`,
      `The uploaded image is 60px tall. It should be ${LOGO_MIN_HEIGHT}px tall.`,
    ],
    acceptable: false,
  });
  assert.deepEqual(checkLogoSize(LOGO_MIN_WIDTH, 60, english), {
    messages: [`The uploaded image is 60px tall. It should be ${LOGO_MIN_HEIGHT}px tall.`],
    acceptable: true,
  });
  assert.deepEqual(checkLogoSize(LOGO_MIN_WIDTH, LOGO_MIN_HEIGHT, english), {
    messages: [],
    acceptable: true,
  });
});

Deno.test("in the page's words: a shop whose staff speak es-MX reads the check in Spanish", () => {
  const spanish = sayIn({ culture: "es-MX", messages: {} });
  assert.deepEqual(checkLogoSize(120, LOGO_MIN_HEIGHT, spanish).messages, [
    `La imagen subida mide 120px de ancho. Debe medir ${LOGO_MIN_WIDTH}px de ancho.`,
  ]);
  const reworded = sayIn({
    culture: "en-US",
    messages: { [SHOP_SETTINGS_MESSAGES.logoInvalid]: "That file is not a picture." },
  });
  assert.deepEqual(checkLogoSize(0, 0, reworded).messages, ["That file is not a picture."]);
});
