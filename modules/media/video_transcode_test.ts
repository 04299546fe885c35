// Transcoding real clips made by ffmpeg: what comes out must play on every phone (H.264 High at level 4.1
// or lower, 4:2:0, AAC stereo or no sound, index first), upright, within the size limit, never enlarged.
import assert from "node:assert/strict";
import sharp from "sharp";
import { makeTestVideo, type TestVideo, topLevelBoxes } from "../../tests/support/video_fixtures.ts";
import { UnreadableVideoError } from "./video_probe.server.ts";
import { runTool, type VideoTools } from "./video_tools.server.ts";
import { posterFrame, transcodeVideo } from "./video_transcode.server.ts";

const tools: VideoTools = { ffmpeg: "ffmpeg", ffprobe: "ffprobe" };
const limits = { maxSide: 480, maxKbps: 1500 };
/** A phone's clip as an iPhone held upright stores it: HEVC in a .mov, 640 x 360 turned 90 degrees, with sound. */
const UPRIGHT_PHONE_MOV = {
  width: 640,
  height: 360,
  codec: "hevc",
  container: "mov",
  audio: true,
  rotation: 90,
} as const;
/** An H.264 .mp4 of this size. */
const h264Mp4 = (
  width: number,
  height: number,
  clip: { seconds: number; audio: boolean; frameRate?: number },
): TestVideo => ({ codec: "h264", container: "mp4", width, height, ...clip });

Deno.test("an iPhone-style HEVC .mov held upright, with spatial audio, becomes an upright phone-safe MP4", async () => {
  await inFolder(async (dir) => {
    await makeTestVideo(`${dir}/portrait.mov`, { ...UPRIGHT_PHONE_MOV, seconds: 2, spatialAudio: true });
    const result = await transcodeVideo(`${dir}/portrait.mov`, `${dir}/out.mp4`, limits, tools);
    assert.deepEqual({ width: result.width, height: result.height }, { width: 270, height: 480 });
    assert.ok(Math.abs(result.durationSeconds - 2) < 0.1);
    assert.equal(result.bytes, (await Deno.stat(`${dir}/out.mp4`)).size);
    assert.match(result.contentType, /^video\/mp4; codecs="avc1\.64[0-9a-f]{4}, mp4a\.40\.2"$/);

    const [video, ...audio] = await streamsOf(`${dir}/out.mp4`);
    assertPhoneSafeVideo(video, 270, 480);
    // Only the AAC track is kept: the undecodable apac one is left out.
    assert.equal(audio.length, 1);
    assert.deepEqual(
      [audio[0].codec_name, audio[0].profile, audio[0].channels, audio[0].sample_rate],
      ["aac", "LC", 2, "48000"],
    );
    assert.deepEqual(await topLevelBoxes(`${dir}/out.mp4`).then(moovAndMdat), ["moov", "mdat"]);
  });
});

Deno.test("an H.264 .mp4 without sound keeps its size and gets no audio track", async () => {
  await inFolder(async (dir) => {
    await makeTestVideo(`${dir}/quiet.mp4`, h264Mp4(320, 240, { seconds: 1, audio: false }));
    const result = await transcodeVideo(`${dir}/quiet.mp4`, `${dir}/out.mp4`, limits, tools);
    assert.deepEqual([result.width, result.height], [320, 240]);
    assert.match(result.contentType, /^video\/mp4; codecs="avc1\.64[0-9a-f]{4}"$/);
    const streams = await streamsOf(`${dir}/out.mp4`);
    assert.equal(streams.length, 1);
    assertPhoneSafeVideo(streams[0], 320, 240);
    assert.deepEqual(await topLevelBoxes(`${dir}/out.mp4`).then(moovAndMdat), ["moov", "mdat"]);
  });
});

Deno.test("a 4K clip comes down to the longest side allowed, with even dimensions", async () => {
  await inFolder(async (dir) => {
    await makeTestVideo(`${dir}/big.mp4`, h264Mp4(3840, 2160, { seconds: 1, audio: true, frameRate: 5 }));
    const result = await transcodeVideo(
      `${dir}/big.mp4`,
      `${dir}/out.mp4`,
      { maxSide: 500, maxKbps: 800 },
      tools,
    );
    // 500 x 281.25: the height is rounded down to the even 280.
    assert.deepEqual([result.width, result.height], [500, 280]);
    assertPhoneSafeVideo((await streamsOf(`${dir}/out.mp4`))[0], 500, 280);
  });
});

Deno.test("the poster frame is a JPEG of the transcoded video's size", async () => {
  await inFolder(async (dir) => {
    await makeTestVideo(`${dir}/clip.mov`, { ...UPRIGHT_PHONE_MOV, seconds: 3 });
    const video = await transcodeVideo(`${dir}/clip.mov`, `${dir}/out.mp4`, limits, tools);
    const poster = await posterFrame(`${dir}/out.mp4`, `${dir}/poster.jpg`, tools);
    const metadata = await sharp(`${dir}/poster.jpg`).metadata();
    assert.deepEqual([metadata.format, metadata.width, metadata.height], ["jpeg", video.width, video.height]);
    assert.deepEqual(poster, { width: 270, height: 480, bytes: (await Deno.stat(`${dir}/poster.jpg`)).size });
  });
});

Deno.test("a very short clip still gets a poster frame", async () => {
  await inFolder(async (dir) => {
    await makeTestVideo(`${dir}/blink.mp4`, h264Mp4(160, 120, { seconds: 0.2, audio: false }));
    const poster = await posterFrame(`${dir}/blink.mp4`, `${dir}/poster.jpg`, tools);
    assert.deepEqual(poster.width, (await sharp(`${dir}/poster.jpg`).metadata()).width);
  });
});

Deno.test("random bytes named .mp4 are refused as a video that could not be read, leaving no output", async () => {
  await inFolder(async (dir) => {
    await Deno.writeFile(`${dir}/broken.mp4`, crypto.getRandomValues(new Uint8Array(50_000)));
    await assert.rejects(
      transcodeVideo(`${dir}/broken.mp4`, `${dir}/out.mp4`, limits, tools),
      (error: Error) =>
        error instanceof UnreadableVideoError && /^The video could not be read\./.test(error.message),
    );
    await assert.rejects(Deno.stat(`${dir}/out.mp4`), Deno.errors.NotFound);
  });
});

Deno.test("an aborted transcode stops and leaves no half-written file", async () => {
  await inFolder(async (dir) => {
    await makeTestVideo(`${dir}/long.mp4`, h264Mp4(640, 360, { seconds: 8, audio: true }));
    const controller = new AbortController();
    const run = transcodeVideo(
      `${dir}/long.mp4`,
      `${dir}/out.mp4`,
      { ...limits, maxSide: 1280 },
      tools,
      controller.signal,
    );
    // Abort once ffmpeg has begun writing.
    for (let i = 0; i < 200 && await Deno.stat(`${dir}/out.mp4`).then(() => false, () => true); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    controller.abort();
    await assert.rejects(run, { name: "AbortError" });
    await assert.rejects(Deno.stat(`${dir}/out.mp4`), Deno.errors.NotFound);
  });
});

interface Stream {
  codec_type: string;
  codec_name: string;
  profile: string;
  level: number;
  pix_fmt: string;
  width: number;
  height: number;
  channels: number;
  sample_rate: string;
  side_data_list?: unknown[];
}

async function streamsOf(path: string): Promise<Stream[]> {
  const json = await runTool("ffprobe", ["-v", "error", "-print_format", "json", "-show_streams", path]);
  return JSON.parse(new TextDecoder().decode(json)).streams;
}

function assertPhoneSafeVideo(stream: Stream, width: number, height: number) {
  assert.deepEqual(
    [stream.codec_type, stream.codec_name, stream.profile, stream.pix_fmt, stream.width, stream.height],
    ["video", "h264", "High", "yuv420p", width, height],
  );
  assert.ok(stream.level <= 41, `level ${stream.level}`);
  assert.equal(width % 2 + height % 2, 0);
  // Stored upright: no rotation left for the player to apply.
  assert.equal(stream.side_data_list, undefined);
}

/** The order of the index (moov) and the media data (mdat) among the top-level boxes. */
const moovAndMdat = (boxes: string[]) => boxes.filter((box) => box === "moov" || box === "mdat");

async function inFolder(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "video-transcode-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
