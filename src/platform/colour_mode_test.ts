import assert from "node:assert/strict";
import { colourModeCookie, colourModeFromCookie, nextColourMode } from "./colour_mode.ts";

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

Deno.test("the cookie is for the whole site, kept 365 days, Secure over HTTPS", () => {
  assert.equal(colourModeCookie("dark", false), "darkMode=on; Path=/; Max-Age=31536000; SameSite=Lax");
  assert.equal(
    colourModeCookie("light", true),
    "darkMode=off; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
  );
});
