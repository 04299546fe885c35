// What a video file holds, read by ffprobe: its picture size as a phone shows it, length, codecs and audio
// streams. Decides how a video is transcoded and gives the RFC 6381 codecs list for its content type.
import { runTool, VideoToolError, type VideoTools } from "./video_tools.server.ts";

export interface AudioStream {
  /** The stream's index in the file (ffmpeg's -map 0:{index}). */
  index: number;
  /** ffprobe's codec name ("aac"); null when ffprobe has no decoder for it (Apple's "apac" spatial audio). */
  codec: string | null;
  /** The four-character code in the file ("mp4a", "apac"). */
  tag: string;
}

export interface VideoProbe {
  durationSeconds: number;
  /** As displayed: after the rotation is applied (an iPhone portrait clip is stored landscape). */
  width: number;
  height: number;
  /** 0, 90, 180 or 270: how far the stored picture is turned when shown. */
  rotation: number;
  /** Frames per second on average; 0 when the file does not say. */
  frameRate: number;
  videoCodec: string;
  /** The picture stream's index in the file (ffmpeg's -map 0:{index}). */
  videoStreamIndex: number;
  audioStreams: AudioStream[];
  /** ffprobe's format name, "mov,mp4,m4a,3gp,3g2,mj2" for both .mp4 and .mov. */
  container: string;
  /** For a content type's codecs parameter: "hvc1.2.4.L123.B0, apac". */
  codecsParameter: string;
}

/** The file is not a video ffmpeg can read: damaged, not a video at all, or a codec it cannot decode. */
export class UnreadableVideoError extends Error {
  constructor(readonly detail: string) {
    super("The video could not be read. The file may be damaged or not a video this server can process.");
    this.name = "UnreadableVideoError";
  }
}

interface FfprobeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  codec_tag_string?: string;
  profile?: string;
  level?: number;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: Array<{ side_data_type?: string; rotation?: number }>;
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

export async function probeVideo(path: string, tools: VideoTools, signal?: AbortSignal): Promise<VideoProbe> {
  let json: FfprobeOutput;
  try {
    const args = ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", path];
    json = JSON.parse(new TextDecoder().decode(await runTool(tools.ffprobe, args, { signal })));
  } catch (error) {
    if (error instanceof VideoToolError) throw new UnreadableVideoError(error.stderr);
    throw error;
  }
  const streams = json.streams ?? [];
  // A cover picture in a .mov or .m4v is a "video" stream too; the clip is the first moving one.
  const video = streams.find((s) => s.codec_type === "video" && s.disposition?.attached_pic !== 1);
  if (video === undefined || !video.codec_name || !video.width || !video.height) {
    throw new UnreadableVideoError("no video stream with a known codec and size");
  }
  const rotation = rotationOf(video);
  const turned = rotation === 90 || rotation === 270;
  const durationSeconds = Number(json.format?.duration ?? video.duration ?? NaN);
  const audioStreams = streams.filter((s) => s.codec_type === "audio").map((s) => ({
    index: s.index,
    codec: s.codec_name ?? null,
    tag: tagOf(s),
  }));
  return {
    durationSeconds: Number.isFinite(durationSeconds) ? durationSeconds : 0,
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    rotation,
    frameRate: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
    videoCodec: video.codec_name,
    videoStreamIndex: video.index,
    audioStreams,
    container: json.format?.format_name ?? "",
    codecsParameter: [
      ...new Set([video, ...streams.filter((s) => s.codec_type === "audio")].map(codecString)),
    ]
      .filter((c) => c !== "").join(", "),
  };
}

/** The display matrix (ffmpeg 5+) or the older "rotate" tag, as 0, 90, 180 or 270. */
function rotationOf(stream: FfprobeStream): number {
  const matrix = stream.side_data_list?.find((d) => d.side_data_type === "Display Matrix");
  const degrees = matrix?.rotation ?? Number(stream.tags?.rotate ?? 0);
  const quarter = Math.round((Number.isFinite(degrees) ? degrees : 0) / 90);
  return (((quarter % 4) + 4) % 4) * 90;
}

function rate(fraction: string | undefined): number {
  const [top, bottom] = (fraction ?? "").split("/").map(Number);
  return bottom > 0 && Number.isFinite(top) ? top / bottom : 0;
}

function tagOf(stream: FfprobeStream): string {
  const tag = stream.codec_tag_string ?? "";
  // ffprobe prints a zero tag as "[0][0][0][0]": the container (e.g. Matroska) has none.
  return tag.startsWith("[") ? "" : tag;
}

const H264_PROFILES: Record<string, number> = {
  "Constrained Baseline": 0x42,
  Baseline: 0x42,
  Main: 0x4d,
  Extended: 0x58,
  High: 0x64,
  "High 10": 0x6e,
  "High 4:2:2": 0x7a,
  "High 4:4:4 Predictive": 0xf4,
};

const AAC_OBJECT_TYPES: Record<string, number> = { LC: 2, "HE-AAC": 5, "HE-AACv2": 29, Main: 1, LTP: 4 };

/**
 * The RFC 6381 name of a stream's codec, as far as ffprobe tells (it does not report constraint flags or
 * the HEVC tier: those are written as 0 and main tier, which is what phones record).
 */
function codecString(stream: FfprobeStream): string {
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  const level = stream.level ?? 0;
  switch (stream.codec_name) {
    case "h264": {
      const profile = H264_PROFILES[stream.profile ?? ""];
      // Constrained Baseline is Baseline with constraint_set0 and constraint_set1 on.
      const constraints = stream.profile === "Constrained Baseline" ? 0xc0 : 0;
      return profile && level > 0 ? `avc1.${hex(profile)}${hex(constraints)}${hex(level)}` : "avc1";
    }
    case "hevc": {
      const tag = tagOf(stream) === "hev1" ? "hev1" : "hvc1";
      const [profile, compatibility] = stream.profile === "Main 10" ? [2, 4] : [1, 6];
      return level > 0 ? `${tag}.${profile}.${compatibility}.L${level}.B0` : tag;
    }
    case "aac": {
      const objectType = AAC_OBJECT_TYPES[stream.profile ?? ""];
      return objectType ? `mp4a.40.${objectType}` : "mp4a.40.2";
    }
    default:
      return tagOf(stream);
  }
}
