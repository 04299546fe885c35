// Reading a clip as a phone shows it: an iPhone's upright clip is stored on its side, its spatial audio
// track has a codec ffmpeg cannot name, and its codecs list is what the viewer's content type carries.
import assert from "node:assert/strict";
import { makeTestVideo } from "../../tests/support/video_fixtures.ts";
import { withoutApac } from "./codecs.ts";
import { probeVideo, UnreadableVideoError } from "./video_probe.server.ts";

const tools = { ffmpeg: "ffmpeg", ffprobe: "ffprobe" };

Deno.test("an iPhone-style clip: shown size after rotation, HEVC, apac track unnamed, codecs list", async () => {
  const dir = await Deno.makeTempDir({ prefix: "video-probe-" });
  try {
    await makeTestVideo(`${dir}/clip.mov`, {
      seconds: 1,
      width: 320,
      height: 180,
      codec: "hevc",
      container: "mov",
      audio: true,
      rotation: 90,
      spatialAudio: true,
    });
    const probe = await probeVideo(`${dir}/clip.mov`, tools);
    assert.deepEqual(
      { ...probe, durationSeconds: Math.round(probe.durationSeconds) },
      {
        durationSeconds: 1,
        width: 180,
        height: 320,
        rotation: 90,
        frameRate: 30,
        videoCodec: "hevc",
        videoStreamIndex: 0,
        audioStreams: [{ index: 1, codec: null, tag: "apac" }, { index: 2, codec: "aac", tag: "mp4a" }],
        container: "mov,mp4,m4a,3gp,3g2,mj2",
        codecsParameter: "hvc1.1.6.L60.B0, apac, mp4a.40.2",
      },
    );
    assert.equal(
      withoutApac(`video/mp4; codecs="${probe.codecsParameter}"`),
      'video/mp4; codecs="hvc1.1.6.L60.B0, mp4a.40.2"',
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a text file named .mp4 is a video that could not be read", async () => {
  const file = await Deno.makeTempFile({ suffix: ".mp4" });
  try {
    await Deno.writeTextFile(file, "Oil change at 45,000 miles.\n");
    await assert.rejects(probeVideo(file, tools), (error: Error) => {
      assert.ok(error instanceof UnreadableVideoError);
      assert.equal(
        error.message,
        "The video could not be read. The file may be damaged or not a video this server can process.",
      );
      assert.match(error.detail, /Invalid data found when processing input/);
      return true;
    });
  } finally {
    await Deno.remove(file);
  }
});
