import assert from "node:assert/strict";
import { COLOUR_MODES, colourModeCookieValue, colourModeFromCookie, nextColourMode } from "./colour_mode.ts";

Deno.test("the control cycles auto, dark, light and back to auto", () => {
  assert.equal(nextColourMode("auto"), "dark");
  assert.equal(nextColourMode("dark"), "light");
  assert.equal(nextColourMode("light"), "auto");
});

Deno.test("the darkMode cookie holds auto, on or off; anything else is auto", () => {
  assert.equal(colourModeFromCookie("on"), "dark");
  assert.equal(colourModeFromCookie("off"), "light");
  assert.equal(colourModeFromCookie("auto"), "auto");
  assert.equal(colourModeFromCookie(undefined), "auto");
  assert.equal(colourModeFromCookie("dark"), "auto", "the mode's name is not a cookie value");
});

Deno.test("each mode has its own cookie value, read back as the same mode", () => {
  assert.deepEqual(COLOUR_MODES.map(colourModeCookieValue), ["auto", "on", "off"]);
  for (const mode of COLOUR_MODES) assert.equal(colourModeFromCookie(colourModeCookieValue(mode)), mode);
});
