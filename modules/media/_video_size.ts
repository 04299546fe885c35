// The transcoded picture's size and frame rate: within the configured longest side, even (H.264 in 4:2:0
// needs it), never larger than the original, and within H.264 level 4.1, which every phone plays.

/** Level 4.1's limits in 16x16 macroblocks: per frame, and per second. */
const MAX_FRAME_MACROBLOCKS = 8192;
const MAX_MACROBLOCKS_PER_SECOND = 245_760;
/** Slow-motion clips (120 or 240 frames a second) are played at their recorded speed by phones anyway. */
const MAX_FRAME_RATE = 60;

export interface TargetPicture {
  width: number;
  height: number;
  /** Frames per second to resample to; null keeps the original rate. */
  frameRate: number | null;
}

export function targetPicture(
  width: number,
  height: number,
  frameRate: number,
  maxSide: number,
): TargetPicture {
  let scale = Math.min(1, maxSide / Math.max(width, height));
  const macroblocks = (w: number, h: number) => Math.ceil(w / 16) * Math.ceil(h / 16);
  const area = macroblocks(width * scale, height * scale);
  if (area > MAX_FRAME_MACROBLOCKS) scale *= Math.sqrt(MAX_FRAME_MACROBLOCKS / area) * 0.99;
  const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
  const target = { width: even(width * scale), height: even(height * scale) };
  const fastest = Math.min(
    MAX_FRAME_RATE,
    Math.floor(MAX_MACROBLOCKS_PER_SECOND / macroblocks(target.width, target.height)),
  );
  return { ...target, frameRate: frameRate > fastest ? fastest : null };
}
