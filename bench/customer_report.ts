// Issue 8's section of `deno task bench` (scripts/bench.ts; `deno task bench report` runs it alone): the
// customer's report page as a customer opens it from a text message on a mid-range phone on a mobile
// network, in Chromium (bench/phone_load.ts), and the link-preview card's HTTP time. The page is the demo
// shop's audited inspection (RO-24054) with two photos added through the upload protocol: the tests' small
// fixture, and a 12-megapixel one as a phone takes it, whose thumbnail and large view have the sizes a
// customer really downloads (the fixture's 320 x 240 is smaller than both views, so both are the fixture).
import { DEMO_LOGINS } from "@modules/shops/mod.ts";
import { launchChromium } from "../tests/support/browser.ts";
import { HttpClient } from "../tests/support/http_client.ts";
import { mediaFixture } from "../tests/support/media_fixtures.ts";
import { uploadThrough } from "../tests/support/media_upload.ts";
import { makeCameraPhoto } from "./image_tools.ts";
import { inspectionsDatabase } from "./inspections_database.ts";
import { machineDetails } from "./machine.ts";
import { writeResultsSection } from "./results_section.ts";
import { measurePhoneLoad, measureTapToLarge, type PageLoad, THROTTLINGS } from "./phone_load.ts";

const RUNS = Number(Deno.env.get("BENCH_REPORT_RUNS") ?? 5);
const CACHED_PREVIEWS = 10;
const HEADING = "## Customer report on a phone";

export interface CustomerReportBench {
  chromium: string;
  /** What the HTML carries inline, bytes (UTF-8). */
  inlineScript: number;
  inlineStyle: number;
  pictureLinks: number;
  loads: Array<{ throttling: string; runs: PageLoad[] }>;
  tap: { throttling: string; ms: number; bytes: number; width: number; height: number } | null;
  /** ms, over HTTP from this process. */
  preview: { firstDraw: number; otherLanguages: number[]; cached: number[] };
  /** ms, over HTTP: the first PDF (Chromium starts), a new print on the warm browser, the kept one again. */
  pdf: { first: number; warm: number[]; cached: number[] };
}

export async function benchCustomerReport(url: string, dataDir: string): Promise<CustomerReportBench> {
  const path = await demoReportWithPhotos(url, dataDir);
  const html = await (await fetch(`${url}${path}`, { headers: { "User-Agent": "bench link checker bot" } }))
    .text();
  const browser = await launchChromium();
  try {
    const loads = [];
    for (const throttling of THROTTLINGS) {
      const runs: PageLoad[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await measurePhoneLoad(browser, `${url}${path}`, throttling));
      }
      loads.push({ throttling: throttling.name, runs });
      console.log(`${throttling.name}: LCP ${median(runs.map((run) => run.lcp)).toFixed(0)} ms`);
    }
    const throttled = THROTTLINGS[1];
    const tap = await measureTapToLarge(browser, `${url}${path}`, throttled);
    return {
      chromium: browser.version(),
      inlineScript: inlineBytes(html, "script"),
      inlineStyle: inlineBytes(html, "style"),
      pictureLinks: html.match(/<a class="picture"/g)?.length ?? 0,
      loads,
      tap: tap && { throttling: throttled.name, ...tap },
      preview: await previewTimes(url, path.slice(path.lastIndexOf("/") + 1)),
      pdf: await pdfTimes(url, path.slice(path.lastIndexOf("/") + 1)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The demo's audited inspection, found in the running app's database (as the CLI reaches it), with two photos
 * uploaded by the demo owner to its first failed item; answers the report page's path.
 */
async function demoReportWithPhotos(url: string, dataDir: string): Promise<string> {
  const db = await inspectionsDatabase(dataDir);
  let found: { encId: string; taskId: number } | undefined;
  try {
    [found] = await db.sql<{ encId: string; taskId: number }[]>`
      select i.enc_id as "encId", item.task_id as "taskId"
      from inspections i
      join shops s on s.id = i.shop_id
      join inspection_items item on item.shop_id = i.shop_id and item.inspection_id = i.id
      where s.uri_name = 'demo' and i.ro_number = 'RO-24054' and item.result = 'fail'
      order by item.task_id
      limit 1`;
  } finally {
    await db.close();
  }
  if (!found) throw new Error("The demo shop has no audited inspection RO-24054 with a failed item.");
  const owner = new HttpClient(url);
  await owner.signIn(DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
  await owner.page(`/demo/inspections/${found.encId}/images`);
  const camera = await Deno.makeTempFile({ suffix: ".jpg" });
  try {
    await makeCameraPhoto(camera);
    const photos = [
      { name: "brake-pads.jpg", bytes: await Deno.readFile(mediaFixture("oriented_gps.jpg")) },
      { name: "IMG_2054.JPG", bytes: await Deno.readFile(camera) },
    ];
    for (const photo of photos) {
      const upload = await uploadThrough(
        owner,
        `/ajax/inspections/${found.encId}/items/${found.taskId}/assets/create`,
        photo.bytes,
        photo.name,
      );
      if (upload.final.sasUploadStatus !== "done") {
        throw new Error(`The upload of ${photo.name} ended ${JSON.stringify(upload.final)}`);
      }
    }
  } finally {
    await Deno.remove(camera);
  }
  return `/demo/r/${found.encId}`;
}

function inlineBytes(html: string, tag: "script" | "style"): number {
  const pattern = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, "g");
  return [...html.matchAll(pattern)].reduce(
    (sum, match) => sum + new TextEncoder().encode(match[1]).length,
    0,
  );
}

/** The card drawn for the first time (the process's first: fonts and layout engine load), in two more
 * languages (new cards, warm renderer), then asked again (the kept card). */
async function previewTimes(url: string, encId: string): Promise<CustomerReportBench["preview"]> {
  const card = `${url}/r/${encId}/preview.png`;
  const firstDraw = await timedGet(card);
  const otherLanguages = [await timedGet(`${card}?lang=es`), await timedGet(`${card}?lang=fr`)];
  const cached: number[] = [];
  for (let request = 0; request < CACHED_PREVIEWS; request++) cached.push(await timedGet(card));
  return { firstDraw, otherLanguages, cached };
}

/** The report printed: the process's first PDF (Chromium starts), new prints on the warm browser (other
 * paper), and the kept PDF asked again. */
async function pdfTimes(url: string, encId: string): Promise<CustomerReportBench["pdf"]> {
  const pdf = `${url}/r/${encId}/report/pdf`;
  const first = await timedGet(`${pdf}?paper=letter`);
  const warm = [];
  for (const query of ["paper=A4&orientation=landscape", "paper=legal", "paper=A4"]) {
    warm.push(await timedGet(`${pdf}?${query}`));
  }
  const cached: number[] = [];
  for (let request = 0; request < CACHED_PREVIEWS; request++) {
    cached.push(await timedGet(`${pdf}?paper=letter`));
  }
  return { first, warm, cached };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value: number) => value.toFixed(0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (value: number) => (value / 1000).toFixed(2);

/** The section of bench/RESULTS.md, from its heading. */
export function customerReportSection(bench: CustomerReportBench): string {
  const rows = bench.loads.map(({ throttling, runs }) => {
    const m = (read: (run: PageLoad) => number) => median(runs.map(read));
    const before = runs.filter((run) => run.textBeforeImages).length;
    return `| ${throttling} | ${ms(m((r) => r.ttfb))} | ${ms(m((r) => r.fcp))} | ${ms(m((r) => r.lcp))} | ${
      mostCommon(runs.map((r) => r.lcpElement))
    } | ${ms(m((r) => r.domContentLoaded))} | ${ms(m((r) => r.load))} | ${
      ms(m((r) => r.totalBlockingTime))
    } | ${m((r) => r.requests)} | ${kb(m((r) => r.bytes.document))} | ${kb(m((r) => r.bytes.images))} | ${
      kb(m((r) => r.bytes.scripts))
    } | ${kb(m((r) => r.bytes.other))} | ${before} of ${runs.length} |`;
  });
  const first = bench.loads[0].runs[0];
  const pictures = first.images.map((image) => `${image.width} x ${image.height} (${kb(image.bytes)} KB)`);
  const preview = bench.preview;
  return `${HEADING}

Issue 8: the customer's report page, \`GET /{shop}/r/{encInspectionId}\`, of the demo shop's audited inspection
(RO-24054), with two photos added to a failed item through the upload protocol: the tests' 320 x 240 fixture and
a 12-megapixel photo as a phone takes it (bench/customer_report.ts). Each run is a cold load in a new browser
context (empty cache, new connections) of Chromium on a phone: 390 x 844 CSS pixels at 2x, touch, a mobile
Chrome user agent, the network and CPU slowed through the DevTools protocol (bench/phone_load.ts). ${RUNS} runs
a row, medians. Times in ms from the navigation's start: TTFB as DevTools shows it (throttled); FCP, LCP (the
last \`largest-contentful-paint\` entry once the network is quiet) and the events from the page's Performance
API; TBT is the long tasks' time past 50 ms, from FCP until the network is quiet. Sizes in KB over the wire
(headers and compressed bodies, from the protocol's Network events); requests count each redirect, and leave out
the browser's own /favicon.ico (below).

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machineDetails()}; Chromium ${bench.chromium}
- The page: one HTML document, ${kb(first.documentDecoded)} KB decoded (${
    kb(first.bytes.document)
  } KB over the wire), with ${bench.inlineStyle} bytes of inline CSS and ${bench.inlineScript} bytes of inline
  script, and no script or style file; ${bench.pictureLinks} picture link(s). Pictures loaded without scrolling
  or tapping: ${pictures.length ? pictures.join(", ") : "none"}.

| Throttling | TTFB | FCP | LCP | LCP element | DOMContentLoaded | load | TBT | requests | document KB | images KB | scripts KB | other KB | words painted before any picture |
| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

${faviconLine(bench)} ${
    bench.tap
      ? `Tapping the 12-megapixel photo's thumbnail (${bench.tap.throttling}, one run): its large view (${bench.tap.width} x ${bench.tap.height}, ${
        kb(bench.tap.bytes)
      } KB) had loaded in the viewer ${ms(bench.tap.ms)} ms after the tap.`
      : "The page had no picture to tap."
  }

The link-preview card (\`GET /r/{encInspectionId}/preview.png\`, 1200 x 630 PNG), timed over HTTP from the bench
process on loopback, request to last byte: the first draw ${
    ms(preview.firstDraw)
  } ms (the process's first: fonts
and layout engine load), a new card in Spanish and in French ${
    preview.otherLanguages.map(ms).join(" and ")
  } ms, and the kept card asked again ${CACHED_PREVIEWS} times: median ${ms(median(preview.cached))} ms (${
    ms(Math.min(...preview.cached))
  } to ${ms(Math.max(...preview.cached))}; each answer still reads the report to find its key).

The report as PDF (\`GET /r/{encInspectionId}/report/pdf\`, printed by the warm Chromium), over HTTP the same way:
the process's first ${ms(bench.pdf.first)} ms (Chromium starts), new prints on the warm browser (A4 landscape,
legal, A4) ${
    bench.pdf.warm.map(ms).join(", ")
  } ms, and the kept PDF asked again ${CACHED_PREVIEWS} times: median ${ms(median(bench.pdf.cached))} ms.

${reading(bench)}
`;
}

function faviconLine(bench: CustomerReportBench): string {
  const runs = bench.loads.flatMap((load) => load.runs);
  const requests = median(runs.map((run) => run.favicon.requests));
  if (requests === 0) return "The browser asked for no /favicon.ico.";
  return `The browser's own /favicon.ico (the page names no icon), after the load: ${requests} request(s)${
    requests > 1 ? ` (${requests - 1} redirect(s))` : ""
  }, ${kb(median(runs.map((run) => run.favicon.bytes)))} KB.`;
}

/** Two or three sentences of what the throttled rows mean against Google's "good" thresholds. */
function reading(bench: CustomerReportBench): string {
  const within = (value: number, limit: number) => value <= limit ? "within" : "over";
  const verdicts = bench.loads.slice(1).map(({ throttling, runs }) => {
    const fcp = median(runs.map((run) => run.fcp));
    const lcp = median(runs.map((run) => run.lcp));
    const tbt = median(runs.map((run) => run.totalBlockingTime));
    return `${throttling.replace(/ \(.*\)/, "")}: FCP ${seconds(fcp)} s (${within(fcp, 1800)}), LCP ${
      seconds(lcp)
    } s (${within(lcp, 2500)}), TBT ${ms(tbt)} ms (${within(tbt, 200)})`;
  });
  const throttled = bench.loads.slice(1).flatMap((load) => load.runs);
  const textLcp = throttled.filter((run) => !run.lcpElement.startsWith("IMG")).length;
  const before = throttled.filter((run) => run.textBeforeImages).length;
  return `Reading it: against Google's "good" thresholds (FCP <= 1.8 s, LCP <= 2.5 s; Lighthouse's TBT <= 200 ms), ${
    verdicts.join("; ")
  }. The words come in the first request (the document, with its CSS and script inline), so the throttled first
paint is the document's round trip plus parsing on the slowed CPU. The largest paint was text in ${textLcp} of
${throttled.length} throttled runs and the words were painted before any picture's last byte in ${before} of
${throttled.length}${
    textLcp === throttled.length && before === throttled.length
      ? ": the lazy thumbnails, which load after the first layout, do not hold the first screen back"
      : ": in the others a picture decided the largest paint, so its size counts"
  }.`;
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] || "-";
}

/** Puts the section into RESULTS.md in place of its last run (bench/results_section.ts). */
export async function writeCustomerReportSection(resultsPath: string, section: string): Promise<void> {
  await writeResultsSection(resultsPath, HEADING, section);
}
