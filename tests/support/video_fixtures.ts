// Test clips made on the spot by ffmpeg from its built-in test picture (testsrc2) and tone (sine), so the
// repository carries no video files. Shapes of what phones record: HEVC in .mov with the portrait rotation
// flag (an iPhone), H.264 in .mp4, with or without sound, and Apple's spatial audio beside the AAC track.

export interface TestVideo {
  seconds: number;
  /** The stored picture size (before rotation). */
  width: number;
  height: number;
  codec: "h264" | "hevc";
  container: "mp4" | "mov";
  audio: boolean;
  /** Marks the picture as turned 90 degrees, as an iPhone held upright stores it. */
  rotation?: 90;
  /** Adds an "apac" (Apple spatial audio) track before the AAC one: ffmpeg cannot decode it. */
  spatialAudio?: boolean;
  frameRate?: number;
}

/** HEVC in .mov with sound, as an iPhone records. */
export const IPHONE_CLIP = { codec: "hevc", container: "mov", audio: true } as const;
/** H.264 in .mp4, as most other phones record (with or without sound). */
export const MP4_CLIP = { codec: "h264", container: "mp4" } as const;

export async function makeTestVideo(path: string, video: TestVideo): Promise<void> {
  const { seconds, width, height, codec, container, audio } = video;
  const encoder = codec === "h264"
    ? ["-c:v", "libx264", "-preset", "ultrafast"]
    : ["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error", "-tag:v", "hvc1"];
  const tone = (
    hz: number,
  ) => ["-f", "lavfi", "-i", `sine=frequency=${hz}:sample_rate=48000:duration=${seconds}`];
  const tones = video.spatialAudio ? [...tone(220), ...tone(440)] : audio ? tone(440) : [];
  const maps = [
    "-map",
    "0:v",
    ...(video.spatialAudio ? ["-map", "1:a", "-map", "2:a"] : audio ? ["-map", "1:a"] : []),
  ];
  await ffmpeg([
    ...[
      "-f",
      "lavfi",
      "-i",
      `testsrc2=size=${width}x${height}:rate=${video.frameRate ?? 30}:duration=${seconds}`,
    ],
    ...tones,
    ...maps,
    ...encoder,
    ...["-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "96k", "-f", container, path],
  ]);
  if (video.rotation) {
    // ffmpeg 5 writes the rotation flag only when copying streams, not while encoding.
    const turned = `${path}.turned.${container}`;
    await ffmpeg([
      "-i",
      path,
      "-map",
      "0",
      "-c",
      "copy",
      "-metadata:s:v:0",
      `rotate=${video.rotation}`,
      turned,
    ]);
    await Deno.rename(turned, path);
  }
  if (video.spatialAudio) await relabelFirstAudioAsApac(path);
}

/**
 * Turns the first AAC track into what ffmpeg sees of an iPhone's spatial audio track: a sample entry named
 * "apac" with no AAC description inside ("esds" renamed "free"), so ffprobe cannot name its codec.
 */
async function relabelFirstAudioAsApac(path: string): Promise<void> {
  const bytes = await Deno.readFile(path);
  const encode = (text: string) => new TextEncoder().encode(text);
  const entry = indexOf(bytes, encode("mp4a"), 0);
  const description = indexOf(bytes, encode("esds"), entry);
  if (entry < 0 || description < 0) throw new Error(`no AAC sample entry in ${path}`);
  bytes.set(encode("apac"), entry);
  bytes.set(encode("free"), description);
  await Deno.writeFile(path, bytes);
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = Math.max(0, from); i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

async function ffmpeg(args: string[]): Promise<void> {
  const { code, stderr } = await new Deno.Command("ffmpeg", {
    args: ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", ...args],
    stdout: "null",
  }).output();
  if (code !== 0) {
    throw new Error(`ffmpeg could not make the test video: ${new TextDecoder().decode(stderr)}`);
  }
}

/** The top-level boxes of an MP4 file in order ("ftyp", "moov", "mdat"...): faststart puts moov first. */
export async function topLevelBoxes(path: string): Promise<string[]> {
  const file = await Deno.open(path);
  try {
    const size = (await file.stat()).size;
    const boxes: string[] = [];
    const header = new Uint8Array(16);
    for (let offset = 0; offset < size;) {
      await file.seek(offset, Deno.SeekMode.Start);
      if (await file.read(header) === null) break;
      const view = new DataView(header.buffer);
      let length = view.getUint32(0);
      if (length === 1) length = Number(view.getBigUint64(8));
      if (length === 0) length = size - offset;
      boxes.push(new TextDecoder().decode(header.subarray(4, 8)));
      if (length < 8) break;
      offset += length;
    }
    return boxes;
  } finally {
    file.close();
  }
}
