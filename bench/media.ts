// Issue 7's media section of `deno task bench` (scripts/bench.ts; `deno task bench media` runs it alone): how
// long a mechanic waits for the views of a 12-megapixel photo and of a 30-second 1080p video, from the
// complete call to the poll that answers "done", through the running app (web and worker in one process,
// as `deno task start` runs it), next to the bare tool doing the same work (benchImageTools and
// benchVideoTools, whose clips are reused as the uploads).
import { join } from "node:path";
import { HttpClient } from "../tests/support/http_client.ts";
import { inspectionShop, newInspection, PASSWORD } from "../tests/support/inspection_shop.ts";
import type { CompleteUploadResponse, CreateAssetResponse } from "../modules/media/mod.ts";
import { benchImageTools } from "./image_tools.ts";
import { inspectionsDatabase } from "./inspections_database.ts";
import { benchVideoTools } from "./video_tools.ts";

export interface MediaBenchRow {
  upload: string;
  /** Seconds from the complete call to "done", each run. */
  appSeconds: number[];
  /** The bare tool's seconds for the same views, and what it was. */
  bareSeconds: number;
  bare: string;
  /** The app's own processing step alone (makeImageViews, transcodeVideo + posterFrame). */
  stepSeconds: number;
  step: string;
}

const PHOTO_RUNS = 3;

export async function benchMedia(url: string, dataDir: string): Promise<MediaBenchRow[]> {
  const workDir = await Deno.makeTempDir({ prefix: "bench-media-" });
  try {
    const images = await benchImageTools(workDir);
    const video = await benchVideoTools(workDir);
    const createPath = await mechanicInspection(url, dataDir);
    const photo = await Deno.readFile(join(workDir, "photo-12mp.jpg"));
    const photoSeconds: number[] = [];
    for (let run = 0; run < PHOTO_RUNS; run++) {
      photoSeconds.push(await completeToReady(createPath.client, createPath.path, photo, "IMG_1200.JPG"));
    }
    const clip = await Deno.readFile(join(workDir, "iphone-1080p-30s.mp4"));
    const videoSeconds = await completeToReady(createPath.client, createPath.path, clip, "IMG_1201.MP4");
    const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    return [
      {
        upload: `12 MP photo (${images.photo.width}x${images.photo.height} JPEG, ${
          megabytes(images.photo.bytes)
        } MB)`,
        appSeconds: photoSeconds,
        bareSeconds: images.bareSharpMs / 1000,
        bare: "bare sharp, the 5 views",
        stepSeconds: images.makeImageViewsMs / 1000,
        step: "makeImageViews",
      },
      {
        upload: `30 s 1080p video (${video.clip}, ${megabytes(clip.byteLength)} MB)`,
        appSeconds: [videoSeconds],
        bareSeconds: video.plainFfmpegSeconds,
        bare: "plain ffmpeg command, transcode and poster",
        stepSeconds: video.appSeconds,
        step: `transcodeVideo + posterFrame, threads: ${video.appThreads}`,
      },
    ];
  } finally {
    await Deno.remove(workDir, { recursive: true });
  }
}

/** A new shop with an inspection in the app's database, and its mechanic signed in. */
async function mechanicInspection(url: string, dataDir: string) {
  const db = await inspectionsDatabase(dataDir);
  try {
    const shop = await inspectionShop(db.sql);
    const inspection = await newInspection(db.sql, db.keys, shop);
    const client = new HttpClient(url);
    await client.signIn(shop.mechanic.email, PASSWORD);
    await client.page(`/${shop.shop.uriName}/inspections`);
    return { client, path: `/ajax/inspections/${inspection.encId}/assets/create` };
  } finally {
    await db.close();
  }
}

/** Creates and PUTs an upload, then times the complete call and the polls until the views are ready. */
async function completeToReady(
  client: HttpClient,
  createPath: string,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
): Promise<number> {
  const create = await (await client.call(createPath, "GET")).json() as CreateAssetResponse;
  const put = await fetch(new URL(create.putUri, client.baseUrl), {
    method: "PUT",
    headers: create.putRequestHeaders,
    body: bytes,
  });
  if (!put.ok) throw new Error(`the PUT of ${fileName} answered ${put.status}`);
  await put.body?.cancel();
  const started = performance.now();
  const completed = await client.call(create.postCompleteUri, "POST", {
    blobLifetimeId: create.blobLifetimeId,
    fileName,
  });
  let answer = await completed.json() as CompleteUploadResponse;
  // Polled as often as a page could reasonably poll, so the wait measured is the app's, not the poll's.
  while (answer.sasUploadStatus === "processing") {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await (await client.call(answer.statusPollUri!, "GET")).json();
  }
  if (answer.sasUploadStatus !== "done") throw new Error(`${fileName}: ${JSON.stringify(answer)}`);
  return (performance.now() - started) / 1000;
}

/** The section of bench/RESULTS.md, from its heading. */
export function mediaTable(rows: MediaBenchRow[]): string {
  const s = (seconds: number) => seconds.toFixed(2);
  const lines = rows.map((row) =>
    `| ${row.upload} | ${row.appSeconds.map(s).join(", ")} | ${s(row.bareSeconds)} (${row.bare}) | ${
      s(row.stepSeconds)
    } (${row.step}) |`
  );
  return `## Media: from the complete call to ready views

The app runs as \`deno task start\` does (web and worker in one process, embedded PGlite, local storage), a
fresh data folder. A mechanic's upload is created and PUT, then timed from the complete call to the poll
(every 100 ms) that answers "done" (bench/media.ts): a 12-megapixel photo ${PHOTO_RUNS} times, a 30-second
1080p video once. Next to it, the same views made by the bare tool and by the app's processing step alone,
in the bench process (bench/image_tools.ts, bench/video_tools.ts). Seconds.

| Upload | complete to ready, through the app | bare tool | the app's step alone |
| --- | ---: | ---: | ---: |
${lines.join("\n")}
`;
}

/** Puts the section into RESULTS.md in place of its last run (or at the end), keeping every other line. */
export async function writeMediaSection(resultsPath: string, section: string): Promise<void> {
  const text = await Deno.readTextFile(resultsPath).catch(() => "# Benchmark results\n");
  const start = text.indexOf("## Media: ");
  if (start < 0) return await Deno.writeTextFile(resultsPath, `${text.trimEnd()}\n\n${section}`);
  // The section's table ends at the first blank line after it; hand-written notes below it stay.
  const table = text.indexOf("\n| ---", start);
  const end = table < 0 ? text.length : (text.indexOf("\n\n", table) + 1 || text.length);
  await Deno.writeTextFile(resultsPath, text.slice(0, start) + section + text.slice(end));
}
