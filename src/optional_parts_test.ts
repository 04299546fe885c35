import assert from "node:assert/strict";
import { loadConfig } from "./platform/config.ts";
import { missingParts } from "./optional_parts.ts";

Deno.test("a start without Chromium or ffmpeg names each missing part and what it disables", async () => {
  const config = loadConfig({
    APP_ENV: "test",
    CHROMIUM_PATH: "/nonexistent/chromium",
    FFMPEG_PATH: "/nonexistent/ffmpeg",
    FFPROBE_PATH: "/nonexistent/ffprobe",
  });
  const missing = await missingParts(config);
  assert.deepEqual(missing.map((m) => m.part), ["chromium", "ffmpeg"]);
  assert.match(missing[0].message, /Chromium is missing: customer report PDFs answer 503/);
  assert.match(missing[1].message, /ffmpeg was not found at \/nonexistent\/ffmpeg/);
  assert.match(missing[1].message, /videos are kept with an error/);

  // PDFs are printed by web processes, videos made by workers: each role names only what it uses.
  assert.deepEqual((await missingParts({ ...config, role: "web" })).map((m) => m.part), ["chromium"]);
  assert.deepEqual((await missingParts({ ...config, role: "worker" })).map((m) => m.part), ["ffmpeg"]);
});

Deno.test("with both installed (as the test run installs them) nothing is missing", async () => {
  assert.deepEqual(await missingParts(loadConfig({ APP_ENV: "test" })), []);
});
