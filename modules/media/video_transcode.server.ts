// Turns any video a phone records into an MP4 that plays on every phone browser (H.264 High at level 4.1
// or lower, 4:2:0, AAC-LC stereo, the index in front so playback starts before the download ends), and
// takes the poster frame shown before it plays. Runs in the worker; ffmpeg reads and writes local files.
import { targetPicture } from "./_video_size.ts";
import { probeVideo, type VideoProbe } from "./video_probe.server.ts";
import { runTool, type VideoTools } from "./video_tools.server.ts";

export interface TranscodeLimits {
  /** The longer side of the result, in pixels (Config.media.videoMaxSide). */
  maxSide: number;
  /** The peak video bitrate (Config.media.videoMaxBitrateKbps). */
  maxKbps: number;
  /** ffmpeg threads; DEFAULT_VIDEO_THREADS when not given. */
  threads?: number;
}

export interface TranscodedVideo {
  width: number;
  height: number;
  durationSeconds: number;
  bytes: number;
  /** For the transcoded view: `video/mp4; codecs="avc1.64001f, mp4a.40.2"`. */
  contentType: string;
}

/** One core is left for the web process when both share a machine; beyond 4, x264 gains little per clip. */
export const DEFAULT_VIDEO_THREADS = Math.max(1, Math.min(4, navigator.hardwareConcurrency - 1));

/** Audio that ffmpeg cannot decode: Apple's spatial audio ("apac") sits beside a normal AAC track. */
const isDecodable = (stream: VideoProbe["audioStreams"][number]) =>
  stream.codec !== null && stream.codec !== "apac" && stream.tag !== "apac";

/** Transcodes input to an MP4 at output. Throws UnreadableVideoError, VideoToolError, or the abort. */
export async function transcodeVideo(
  input: string,
  output: string,
  limits: TranscodeLimits,
  tools: VideoTools,
  signal?: AbortSignal,
): Promise<TranscodedVideo> {
  const source = await probeVideo(input, tools, signal);
  const picture = targetPicture(source.width, source.height, source.frameRate, limits.maxSide);
  // ffmpeg turns the picture upright itself (autorotate) before the filters, so the scale is the shown size.
  const filters = [
    `scale=${picture.width}:${picture.height}`,
    ...(picture.frameRate === null ? [] : [`fps=${picture.frameRate}`]),
    "format=yuv420p",
  ];
  const audio = source.audioStreams.find(isDecodable);
  const args = [
    ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", input],
    ...["-map", `0:${source.videoStreamIndex}`],
    ...(audio === undefined ? ["-an"] : ["-map", `0:${audio.index}`]),
    // Phones write the place a clip was taken in its metadata: the customer's copy carries none.
    ...["-map_metadata", "-1", "-map_chapters", "-1", "-sn", "-dn"],
    ...["-vf", filters.join(","), "-c:v", "libx264", "-preset", "veryfast", "-profile:v", "high"],
    ...["-level:v", "4.1", "-crf", "23", "-pix_fmt", "yuv420p"],
    ...["-maxrate", `${limits.maxKbps}k`, "-bufsize", `${limits.maxKbps * 2}k`],
    ...(audio === undefined ? [] : ["-c:a", "aac", "-profile:a", "aac_low", "-b:a", "128k", "-ac", "2"]),
    ...(audio === undefined ? [] : ["-ar", "48000"]),
    ...[
      "-threads",
      String(limits.threads ?? DEFAULT_VIDEO_THREADS),
      "-movflags",
      "+faststart",
      "-f",
      "mp4",
      output,
    ],
  ];
  try {
    await runTool(tools.ffmpeg, args, { signal });
    const result = await probeVideo(output, tools, signal);
    return {
      width: result.width,
      height: result.height,
      durationSeconds: result.durationSeconds,
      bytes: (await Deno.stat(output)).size,
      contentType: `video/mp4; codecs="${result.codecsParameter}"`,
    };
  } catch (error) {
    await Deno.remove(output).catch(() => {});
    throw error;
  }
}

export interface PosterFrame {
  width: number;
  height: number;
  bytes: number;
}

/**
 * A JPEG of the transcoded video's frame at one second (or halfway through a shorter clip), at the
 * video's own size: the first frame is often black or blurred while the camera settles.
 */
export async function posterFrame(
  input: string,
  output: string,
  tools: VideoTools,
  signal?: AbortSignal,
): Promise<PosterFrame> {
  const video = await probeVideo(input, tools, signal);
  const at = Math.min(1, video.durationSeconds / 2);
  const grab = (seconds: number) =>
    runTool(tools.ffmpeg, [
      ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-ss", seconds.toFixed(3), "-i", input],
      ...["-map", `0:${video.videoStreamIndex}`, "-frames:v", "1", "-map_metadata", "-1"],
      ...["-c:v", "mjpeg", "-q:v", "3", "-f", "image2", "-update", "1", output],
    ], { signal });
  try {
    await grab(at);
    // A clip whose last frames end before its stated length gives no frame there: take the first one.
    if (await sizeOf(output) === 0) await grab(0);
    const bytes = await sizeOf(output);
    if (bytes === 0) throw new Error("ffmpeg wrote no poster frame");
    return { width: video.width, height: video.height, bytes };
  } catch (error) {
    await Deno.remove(output).catch(() => {});
    throw error;
  }
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await Deno.stat(path)).size;
  } catch {
    return 0;
  }
}
