// Video processing cost, for `deno task bench` (wired in by scripts/bench.ts, not run on its own): a
// 30-second 1080p H.264 clip with sound, as an iPhone records it, transcoded and given a poster frame
//  (a) by the plain ffmpeg command line doing the same work in one command, and
//  (b) by transcodeVideo + posterFrame with the app's thread limit (a core left for the web process), and
//  (c) the same with as many threads as ffmpeg takes by itself: the difference to (a) is what the app's own
//      steps (ffprobe reads, the poster as a second run) cost on top of ffmpeg.
import { makeTestVideo } from "../tests/support/video_fixtures.ts";
import { loadConfig } from "../src/platform/config.ts";
import { DEFAULT_VIDEO_THREADS, findVideoTools, posterFrame, transcodeVideo } from "../modules/media/mod.ts";

export interface VideoToolsBench {
  clip: string;
  /** Seconds for the plain ffmpeg command (transcode and poster in one run). */
  plainFfmpegSeconds: number;
  /** Seconds for transcodeVideo + posterFrame with DEFAULT_VIDEO_THREADS. */
  appSeconds: number;
  appThreads: number;
  /** Seconds for transcodeVideo + posterFrame with one thread per core, as the plain command. */
  appAllCoresSeconds: number;
  allCores: number;
  outputBytes: number;
}

export async function benchVideoTools(workDir: string): Promise<VideoToolsBench> {
  const media = loadConfig({ APP_ENV: "test" }).media;
  const tools = await findVideoTools(media);
  const clip = `${workDir}/iphone-1080p-30s.mp4`;
  await makeTestVideo(clip, {
    seconds: 30,
    width: 1920,
    height: 1080,
    codec: "h264",
    container: "mp4",
    audio: true,
  });
  const maxSide = media.videoMaxSide;
  const kbps = media.videoMaxBitrateKbps;
  const height = Math.floor((1080 * maxSide) / 1920 / 2) * 2;

  // One command: the transcode as the first output, the frame at one second as the second.
  const plainStarted = performance.now();
  const { code, stderr } = await new Deno.Command(tools.ffmpeg, {
    args: [
      ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", clip],
      ...[
        "-map",
        "0:v:0",
        "-map",
        "0:a:0",
        "-map_metadata",
        "-1",
        "-vf",
        `scale=${maxSide}:${height},format=yuv420p`,
      ],
      ...["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high", "-level:v", "4.1", "-crf", "23"],
      ...["-maxrate", `${kbps}k`, "-bufsize", `${kbps * 2}k`, "-c:a", "aac", "-b:a", "128k", "-ac", "2"],
      ...["-ar", "48000", "-movflags", "+faststart", `${workDir}/plain.mp4`],
      ...["-map", "0:v:0", "-ss", "1", "-frames:v", "1", "-vf", `scale=${maxSide}:${height}`, "-q:v", "3"],
      ...["-update", "1", `${workDir}/plain.jpg`],
    ],
  }).output();
  if (code !== 0) throw new Error(`ffmpeg failed: ${new TextDecoder().decode(stderr)}`);
  const plainFfmpegSeconds = (performance.now() - plainStarted) / 1000;

  const app = async (threads: number) => {
    const started = performance.now();
    const video = await transcodeVideo(
      clip,
      `${workDir}/app.mp4`,
      { maxSide, maxKbps: kbps, threads },
      tools,
    );
    await posterFrame(`${workDir}/app.mp4`, `${workDir}/app.jpg`, tools);
    return { seconds: (performance.now() - started) / 1000, bytes: video.bytes };
  };
  const limited = await app(DEFAULT_VIDEO_THREADS);
  const allCores = navigator.hardwareConcurrency;
  const unlimited = await app(allCores);

  return {
    clip: "30 s, 1920x1080, 30 fps, H.264 + AAC",
    plainFfmpegSeconds,
    appSeconds: limited.seconds,
    appThreads: DEFAULT_VIDEO_THREADS,
    appAllCoresSeconds: unlimited.seconds,
    allCores,
    outputBytes: limited.bytes,
  };
}
