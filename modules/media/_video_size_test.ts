// The transcoded size rules: the configured longest side, even numbers, never upscaled, H.264 level 4.1.
import assert from "node:assert/strict";
import { targetPicture } from "./_video_size.ts";

Deno.test("a 1080p landscape clip comes down to 1280 wide, even, at its own frame rate", () => {
  assert.deepEqual(targetPicture(1920, 1080, 30, 1280), { width: 1280, height: 720, frameRate: null });
});

Deno.test("a portrait clip is capped on its longer side, and odd results are made even", () => {
  assert.deepEqual(targetPicture(1080, 1920, 30, 1000), { width: 562, height: 1000, frameRate: null });
});

Deno.test("a small clip is never made larger, only evened", () => {
  assert.deepEqual(targetPicture(321, 179, 25, 1280), { width: 320, height: 178, frameRate: null });
});

Deno.test("a square 4K clip is shrunk to fit level 4.1's frame size even under a large max side", () => {
  const { width, height } = targetPicture(3840, 3840, 30, 3840);
  assert.deepEqual(width, height);
  assert.deepEqual(Math.ceil(width / 16) * Math.ceil(height / 16) <= 8192, true);
});

Deno.test("1080p at 60 frames a second is resampled to what level 4.1 allows; slow motion to 60", () => {
  assert.deepEqual(targetPicture(1920, 1080, 60, 1920).frameRate, 30);
  assert.deepEqual(targetPicture(1280, 720, 240, 1280).frameRate, 60);
  assert.deepEqual(targetPicture(1280, 720, 59.94, 1280).frameRate, null);
});
