// Finding ffmpeg and ffprobe, and running them: the clear message when they are missing, stderr kept
// when they fail, and an abort that really ends the program.
import assert from "node:assert/strict";
import { loadConfig } from "../../src/platform/config.ts";
import { findVideoTools, runTool, VideoToolError, VideoToolsMissingError } from "./video_tools.server.ts";

Deno.test("with no settings, ffmpeg and ffprobe are found on PATH", async () => {
  const tools = await findVideoTools(loadConfig({ APP_ENV: "test" }).media);
  assert.match(tools.ffmpeg, /\/ffmpeg$/);
  assert.match(tools.ffprobe, /\/ffprobe$/);
});

Deno.test("FFMPEG_PATH pointing at a file that does not exist gives a message a shop can act on", async () => {
  const media = loadConfig({ APP_ENV: "test", FFMPEG_PATH: "/opt/nowhere/ffmpeg" }).media;
  const error = await caught(findVideoTools(media));
  assert.ok(error instanceof VideoToolsMissingError);
  assert.equal(
    error.message,
    "Video processing is not available on this server: ffmpeg was not found at /opt/nowhere/ffmpeg " +
      "(FFMPEG_PATH), or it is not an executable file. Set FFMPEG_PATH and FFPROBE_PATH to the ffmpeg and " +
      "ffprobe programs, or install ffmpeg.",
  );
});

Deno.test("nothing set and nothing on PATH: the same message, naming the missing program", async () => {
  const media = loadConfig({ APP_ENV: "test", FFMPEG_PATH: "/usr/bin/ffmpeg" }).media;
  await assert.rejects(
    findVideoTools(media, "/opt/nowhere:/tmp"),
    (error: Error) =>
      error instanceof VideoToolsMissingError &&
      error.message.startsWith("Video processing is not available on this server: ffprobe was not found. "),
  );
});

Deno.test("a failing run reports ffmpeg's own error and keeps its stderr", async () => {
  const error = await caught(
    runTool("/usr/bin/ffmpeg", ["-hide_banner", "-i", "/opt/nowhere/clip.mov", "-f", "null", "-"]),
  );
  assert.ok(error instanceof VideoToolError);
  assert.match(error.message, /^ffmpeg failed \(exit code 1\): .*No such file or directory/);
  assert.match(error.stderr, /\/opt\/nowhere\/clip\.mov/);
});

Deno.test("aborting a run kills ffmpeg at once", async () => {
  // A marker in the command line finds this very process in /proc, before and after the abort.
  const marker = `abort-marker-${crypto.randomUUID()}`;
  const controller = new AbortController();
  const run = runTool("/usr/bin/ffmpeg", [
    ...["-hide_banner", "-nostdin", "-f", "lavfi", "-i", "testsrc2=size=1280x720:duration=600"],
    ...["-metadata", `title=${marker}`, "-f", "null", "-"],
  ], { signal: controller.signal });
  await waitUntil(async () => (await processesWith(marker)) > 0);
  controller.abort();
  await assert.rejects(run, { name: "AbortError" });
  // Gone as soon as the run says it stopped (a 10-minute encode left running would still be listed).
  assert.equal(await processesWith(marker), 0);
});

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

async function processesWith(text: string): Promise<number> {
  let count = 0;
  for await (const entry of Deno.readDir("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const commandLine = await Deno.readTextFile(`/proc/${entry.name}/cmdline`);
      const status = await Deno.readTextFile(`/proc/${entry.name}/status`);
      // A killed child not yet reaped is a zombie: it no longer runs.
      if (commandLine.includes(text) && !/^State:\s+Z/m.test(status)) count++;
    } catch {
      // The process ended while we looked.
    }
  }
  return count;
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("timed out");
}
