// The picture part of issue 7's bench: how long the views of a 12-megapixel phone photo take to make,
//  (a) with bare sharp calls, the `vipsthumbnail`-equivalent floor: the same five views (original JPEG,
//      thumbnail and large in WebP and JPEG), no checks, no hashing;
//  (b) with makeImageViews, what an upload runs: the header read, the same views, their SHA-256 and files.
// Run by bench/media.ts (`deno task bench media`), which also reuses the photo it leaves in workDir.
import { join } from "node:path";
import sharp from "sharp";
import { loadConfig } from "../src/platform/config.ts";
import { makeImageViews } from "../modules/media/mod.ts";

export interface ImageToolsBench {
  photo: { width: number; height: number; bytes: number };
  /** Milliseconds per run, the median of `runs`. */
  bareSharpMs: number;
  makeImageViewsMs: number;
  runs: number;
}

const WIDTH = 4032, HEIGHT = 3024;

export async function benchImageTools(workDir: string, runs = 3): Promise<ImageToolsBench> {
  const limits = loadConfig().media;
  const photo = join(workDir, "photo-12mp.jpg");
  await makeCameraPhoto(photo);
  const bytes = (await Deno.stat(photo)).size;

  const bare = async (out: string) => {
    const { thumbnailSide: thumb, largeSide: large } = limits;
    const fit = (side: number) => sharp(photo).rotate().resize(side, side, { fit: "inside" });
    await Promise.all([
      sharp(photo).rotate().jpeg({ quality: 90 }).toFile(join(out, "original.jpg")),
      fit(thumb).webp({ quality: 80 }).toFile(join(out, "thumbnail.webp")),
      fit(thumb).jpeg({ quality: 82, mozjpeg: true }).toFile(join(out, "thumbnail.jpg")),
      fit(large).webp({ quality: 80 }).toFile(join(out, "large.webp")),
      fit(large).jpeg({ quality: 82, mozjpeg: true }).toFile(join(out, "large.jpg")),
    ]);
  };
  const media = { family: "image", contentType: "image/jpeg", ext: "jpg" } as const;
  const ours = async (out: string) => void await makeImageViews(photo, media, out, limits);

  return {
    photo: { width: WIDTH, height: HEIGHT, bytes },
    bareSharpMs: await median(runs, workDir, bare),
    makeImageViewsMs: await median(runs, workDir, ours),
    runs,
  };
}

/** Runs `work` once to warm up, then `runs` times, each into a fresh folder; the median in ms. */
async function median(runs: number, workDir: string, work: (out: string) => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const out = await Deno.makeTempDir({ dir: workDir });
    const start = performance.now();
    await work(out);
    if (run > 0) times.push(performance.now() - start);
    await Deno.remove(out, { recursive: true });
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]);
}

/**
 * A 4032 x 3024 JPEG that compresses like a phone photo (3 to 5 MB): soft shapes from a small random
 * image blown up, with sensor-like grain over them, saved at quality 92 as phones do, tagged upright.
 */
export async function makeCameraPhoto(path: string) {
  const scene = new Uint8Array(48 * 36 * 3).map(() => Math.floor(Math.random() * 256));
  const soft = await sharp(scene, { raw: { width: 48, height: 36, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: "cubic" }).raw().toBuffer();
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  }).raw().toBuffer();
  await sharp(soft, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .composite([{ input: grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: "soft-light" }])
    .withExif({ IFD0: { Orientation: "1", Make: "Bench", Model: "12 MP" } })
    .jpeg({ quality: 92 }).toFile(path);
}
