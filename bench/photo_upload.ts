// Issue 19's photo section of `deno task bench` (`deno task bench photo` runs it alone): what a 12 MP, 6.5 MB
// phone photo costs a mechanic on a 1 Mbps uplink, picked in the inspection's Images tab in Chromium at
// 390 x 844 and sent through the real upload (create, PUT, complete, processing), before and after the
// on-device shrink (modules/media/ui/photo_shrink.ts). "Before" is the same page in a browser without
// OffscreenCanvas, where the shrink leaves the photo as it is. The network is slowed through the DevTools
// protocol (Network.emulateNetworkConditions); the page's own clock times each step.
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium, signIn, USER_AGENT } from "../tests/support/browser.ts";
import { inspectionShop, newInspection, PASSWORD } from "../tests/support/inspection_shop.ts";
import { makePhonePhoto, PHONE_PHOTO } from "../tests/fixtures/media/phone_photo.ts";
import { inspectionsDatabase } from "./inspections_database.ts";
import { machineDetails } from "./machine.ts";
import { writeResultsSection } from "./results_section.ts";

export const PHOTO_UPLOAD_HEADING = "## Photo upload at 1 Mbps";

/** A phone on a weak cell: 1 Mbps up (the uplink), 10 Mbps down, 50 ms added to each request. */
const NETWORK = { latency: 50, uploadThroughput: 1_000_000 / 8, downloadThroughput: 10_000_000 / 8 };
const SHRUNK_RUNS = 3;

export interface PhotoUploadRun {
  /** Bytes the PUT sent. */
  bytes: number;
  /** The stored picture's size as the server measured it (upright). */
  width: number;
  height: number;
  /** ms from the pick to the first call of the upload: the shrink (nothing, when it is off). */
  shrinkMs: number;
  /** ms of the PUT alone. */
  putMs: number;
  /** ms from the pick until the photo is in the list and its upload row gone. */
  totalMs: number;
}

export interface PhotoUploadBench {
  photoBytes: number;
  original: PhotoUploadRun;
  shrunk: PhotoUploadRun[];
}

export async function benchPhotoUpload(url: string, dataDir: string): Promise<PhotoUploadBench> {
  const workDir = await Deno.makeTempDir({ prefix: "bench-photo-" });
  const browser = await launchChromium();
  const db = await inspectionsDatabase(dataDir);
  try {
    const photoPath = join(workDir, "IMG_1200.JPG");
    const photoBytes = await makePhonePhoto(photoPath);
    const shop = await inspectionShop(db.sql);
    const inspection = await newInspection(db.sql, db.keys, shop);
    const imagesUrl = `${url}/${shop.shop.uriName}/inspections/${inspection.encId}/images`;
    const mechanic = { email: shop.mechanic.email, password: PASSWORD };
    const run = async (shrink: boolean): Promise<PhotoUploadRun> => {
      const page = await phoneTab(browser, url, mechanic, imagesUrl, shrink);
      try {
        const timed = await timedUpload(page, photoPath);
        const [asset] = await db.sql<{ width: number; height: number }[]>`
          select width, height from assets where owner_id = ${inspection.id} and subclass = 'InspectionAsset'
          order by id desc limit 1`;
        return { ...timed, width: asset.width, height: asset.height };
      } finally {
        await page.context().close();
      }
    };
    const original = await run(false);
    const shrunk: PhotoUploadRun[] = [];
    for (let i = 0; i < SHRUNK_RUNS; i++) shrunk.push(await run(true));
    return { photoBytes, original, shrunk };
  } finally {
    await db.close();
    await browser.close();
    await Deno.remove(workDir, { recursive: true });
  }
}

/** The mechanic's phone on the Images tab, the network slowed; `shrink` false takes OffscreenCanvas away. */
async function phoneTab(
  browser: Browser,
  url: string,
  user: { email: string; password: string },
  imagesUrl: string,
  shrink: boolean,
): Promise<Page> {
  const context = await browser.newContext({
    userAgent: USER_AGENT,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  if (!shrink) {
    await context.addInitScript(() => Reflect.deleteProperty(globalThis, "OffscreenCanvas"));
  }
  const page = await context.newPage();
  await signIn(page, url, user.email, user.password);
  await page.goto(imagesUrl);
  await page.waitForSelector("html[data-hydrated]");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
  return page;
}

/** Picks the photo and times it on the page's clock: the pick, the create call, the PUT, the list. */
async function timedUpload(page: Page, photoPath: string): Promise<Omit<PhotoUploadRun, "width" | "height">> {
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    Object.assign(globalThis, { uploadMarks: marks });
    document.addEventListener("change", () => marks.picked ??= performance.now(), { capture: true });
    const fetched = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/assets/create")) {
        marks.created ??= performance.now();
      }
      return fetched(input, init);
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) {
        marks.bytes = body.size;
        marks.putStart = performance.now();
        this.addEventListener("loadend", () => marks.putEnd = performance.now());
      }
      return send.call(this, body);
    };
  });
  const list = page.getByRole("list", { name: "Inspection images and videos" });
  const before = await list.locator(":scope > li").count();
  await page.getByLabel("Add photos or videos").setInputFiles(photoPath);
  await list.locator(":scope > li").nth(before).waitFor({ timeout: 300_000 });
  await page.locator(".upload-item").first().waitFor({ state: "detached", timeout: 300_000 });
  const marks: Record<string, number> = await page.evaluate(() => ({
    ...(globalThis as unknown as { uploadMarks: Record<string, number> }).uploadMarks,
    done: performance.now(),
  }));
  return {
    bytes: marks.bytes,
    shrinkMs: marks.created - marks.picked,
    putMs: marks.putEnd - marks.putStart,
    totalMs: marks.done - marks.picked,
  };
}

/** The section of bench/RESULTS.md, from its heading. */
export function photoUploadSection(bench: PhotoUploadBench): string {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const bytes = (count: number) => count.toLocaleString("en-US");
  const row = (what: string, runs: PhotoUploadRun[], shrinkMs: string) => {
    const last = runs[runs.length - 1];
    return `| ${what} | ${bytes(last.bytes)} | ${last.width}x${last.height} | ${shrinkMs} | ${
      seconds(median(runs.map((r) => r.putMs)))
    } | ${seconds(median(runs.map((r) => r.totalMs)))} |`;
  };
  return `${PHOTO_UPLOAD_HEADING}

A ${PHONE_PHOTO.width}x${PHONE_PHOTO.height} phone photo of ${
    bytes(bench.photoBytes)
  } bytes (tests/fixtures/media/phone_photo.ts: EXIF orientation 6, GPS) picked in
an inspection's Images tab in Chromium at 390 x 844, through the real upload, with the network slowed by
the DevTools protocol to ${NETWORK.uploadThroughput * 8 / 1_000_000} Mbps up, ${
    NETWORK.downloadThroughput * 8 / 1_000_000
  } Mbps down and ${NETWORK.latency} ms per request (bench/photo_upload.ts). Before: the
photo as picked (the page without OffscreenCanvas, so the shrink leaves it), once. After: shrunk on the device
in a worker (at most 2560 px, JPEG quality 85, upright, no metadata), the median of ${SHRUNK_RUNS} runs. The
shrink is timed from the pick to the upload's first call, on this machine's CPU (a phone's is slower). The
stored size is the server's, upright.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machineDetails()}

| Photo sent | bytes sent | stored px | shrink on the device, ms | PUT, s | pick to stored, s |
| --- | ---: | ---: | ---: | ---: | ---: |
${row("before: as picked", [bench.original], "-")}
${
    row(
      "after: shrunk on the device",
      bench.shrunk,
      String(Math.round(median(bench.shrunk.map((r) => r.shrinkMs)))),
    )
  }
`;
}

/** `deno task bench photo`: the section alone, put into RESULTS.md in place of its last run. */
export async function writePhotoUploadSection(resultsPath: string, url: string, dataDir: string) {
  const section = photoUploadSection(await benchPhotoUpload(url, dataDir));
  console.log(section);
  await writeResultsSection(resultsPath, PHOTO_UPLOAD_HEADING, section);
}
