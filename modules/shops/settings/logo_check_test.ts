import assert from "node:assert/strict";
import { checkLogoSize, LOGO_MIN_HEIGHT, LOGO_MIN_WIDTH } from "./logo_check.ts";

Deno.test("a picture the browser could not size is the seed's invalid image, and is not sent", () => {
  assert.deepEqual(checkLogoSize(0, 0), {
    messages: ["An invalid image file was specified."],
    acceptable: false,
  });
});

Deno.test("too narrow is 'must' (not sent); too short is 'should' (sent), in the seed's words", () => {
  assert.deepEqual(checkLogoSize(120, 60), {
    messages: [
      `The uploaded image is 120px wide. It must be ${LOGO_MIN_WIDTH}px wide.`,
      `The uploaded image is 60px tall. It should be ${LOGO_MIN_HEIGHT}px tall.`,
    ],
    acceptable: false,
  });
  assert.deepEqual(checkLogoSize(LOGO_MIN_WIDTH, 60), {
    messages: [`The uploaded image is 60px tall. It should be ${LOGO_MIN_HEIGHT}px tall.`],
    acceptable: true,
  });
  assert.deepEqual(checkLogoSize(LOGO_MIN_WIDTH, LOGO_MIN_HEIGHT), { messages: [], acceptable: true });
});
