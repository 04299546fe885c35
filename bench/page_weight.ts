// Page weight (issue 19): the JavaScript each staff page loads, read from the build in dist/, and the size and
// render time of the 150-task checklist page, read from the running app. Used by `deno task bench weight`
// (scripts/bench.ts) and by tests/contract/page_weight_test.ts, which holds the ceilings below.
import { request } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { HttpClient } from "../tests/support/http_client.ts";
import { BENCH_PASSWORD, prepareInspections } from "./inspections.ts";
import { checklistReady, CPU_SLOWDOWN } from "./page_ready.ts";
import { inspectionsDatabase } from "./inspections_database.ts";
import { DEMO_LOGINS } from "@modules/shops/mod.ts";

/** The ceilings of issue 19, in KB (1,000 bytes). */
export const CEILINGS = {
  /** Compressed JavaScript of the checklist route. */
  checklistScripts: 120,
  /** Compressed JavaScript of the sign-in page. */
  signInScripts: 60,
  /** The 150-task checklist page: its HTML with the page data in it, decoded. */
  checklistPage: 100,
};

/** The pages measured: a label, the address (given the 150-task inspection's), and whether signed in. */
export const WEIGHED_PAGES = [
  { label: "/login (sign-in)", path: () => "/login", signedIn: false },
  { label: "/{shop}/inspections (inspections list)", path: () => "/demo/inspections", signedIn: true },
  {
    label: "/{shop}/inspections/{enc}/checklist (checklist)",
    path: (encId: string) => `/demo/inspections/${encId}/checklist`,
    signedIn: true,
  },
  {
    label: "/{shop}/open-new-inspection-quicklist (bay quicklist)",
    path: () => "/demo/open-new-inspection-quicklist",
    signedIn: true,
  },
  { label: "/{shop}/inspection-types (catalogue)", path: () => "/demo/inspection-types", signedIn: true },
] as const;

export interface Scripts {
  /** The script files the page loads before it runs: those it names and everything they import. */
  files: string[];
  bytes: number;
  /** Brotli at quality 11, as scripts/precompress.ts stores the files and the server sends them. */
  brotli: number;
  gzip: number;
  /** The biggest files, compressed, largest first (file name without its hash). */
  largest: Array<{ file: string; brotli: number }>;
}

export interface PageScripts extends Scripts {
  label: string;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** A chunk's static imports (`import ... from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (
    const match of code.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g,
    )
  ) {
    found.push(match[1]);
  }
  return found;
}

const sizes = new Map<string, Promise<{ bytes: number; brotli: number; gzip: number; imports: string[] }>>();

/** A built script's size (raw and compressed) and static imports, read once per run. */
function builtScript(file: URL) {
  let size = sizes.get(file.href);
  if (!size) {
    size = (async () => {
      const content = await Deno.readFile(file);
      const [brotli, gzip] = await Promise.all([
        brotliCompress(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipCompress(content, { level: 9 }),
      ]);
      return {
        bytes: content.length,
        brotli: brotli.length,
        gzip: gzip.length,
        imports: staticImports(new TextDecoder().decode(content)),
      };
    })();
    sizes.set(file.href, size);
  }
  return size;
}

/**
 * The scripts an HTML page loads at once, from the build in `clientDir` (dist/client/): the ones it names
 * (its module preloads and script tags) and what they import statically. Chunks a page imports later, on demand (a dialog's on its first opening), are not counted.
 */
export async function pageScripts(html: string, clientDir: URL): Promise<Scripts> {
  // Module preloads and script tags; the router's inline state also names chunks, which nothing loads.
  const named = /<(?:link[^>]*\brel="modulepreload"[^>]*\bhref|script[^>]*\bsrc)="\/assets\/([^"]+\.js)"/g;
  const pending = [...html.matchAll(named)].map((match) => match[1]);
  const files = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    pending.push(...(await builtScript(new URL(`assets/${file}`, clientDir))).imports);
  }
  const all = await Promise.all([...files].map((file) => builtScript(new URL(`assets/${file}`, clientDir))));
  return {
    files: [...files].sort(),
    bytes: all.reduce((sum, size) => sum + size.bytes, 0),
    brotli: all.reduce((sum, size) => sum + size.brotli, 0),
    gzip: all.reduce((sum, size) => sum + size.gzip, 0),
    largest: [...files]
      .map((file, n) => ({ file: file.replace(/-[\w-]{8}\.js$/, ".js"), brotli: all[n].brotli }))
      .sort((a, b) => b.brotli - a.brotli)
      .slice(0, 8),
  };
}

/** The scripts of each weighed page of the app at `url`, built in `clientDir`, as `cookie` where signed in. */
export async function weighPageScripts(
  url: string,
  cookie: string,
  checklistEncId: string,
  clientDir: URL,
): Promise<PageScripts[]> {
  const weighed: PageScripts[] = [];
  for (const page of WEIGHED_PAGES) {
    const address = `${url}${page.path(checklistEncId)}`;
    const response = await fetch(address, {
      headers: { Accept: "text/html", ...(page.signedIn ? { Cookie: cookie } : {}) },
      redirect: "manual",
    });
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    weighed.push({ label: page.label, ...await pageScripts(await response.text(), clientDir) });
  }
  return weighed;
}

export interface PageWeight {
  /** The whole document as the browser reads it. */
  decoded: number;
  /** The same over the wire, as the server compressed it (brotli). */
  compressed: number;
  /** The page data in it: the router's dehydrated loader data (the inline scripts). */
  data: number;
  /** The rest: the markup and its attributes. */
  markup: number;
  /** Milliseconds from the request to the last byte, one request at a time: median and slowest. */
  renderMedian: number;
  renderSlowest: number;
  /** Milliseconds until the page takes taps in Chromium with its CPU slowed (page_ready.ts); not measured before. */
  readyMedian?: number;
  readySlowest?: number;
}

/** A GET through node:http, which leaves the body compressed as it came. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Uint8Array; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Uint8Array[] = [];
      response.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      response.on("end", () => {
        const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
        let at = 0;
        for (const chunk of chunks) {
          body.set(chunk, at);
          at += chunk.length;
        }
        resolve({
          status: response.statusCode ?? 0,
          body,
          encoding: String(response.headers["content-encoding"] ?? ""),
        });
      });
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The page's inline scripts (the dehydrated router state and its loader data), in bytes. */
export function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    total += new TextEncoder().encode(match[1]).length;
  }
  return total;
}

/** The checklist page's weight and render time, asked `times` times one after the other as `cookie`. */
export async function pageWeight(
  url: string,
  cookie: string,
  times = 20,
): Promise<PageWeight & { html: string }> {
  const headers = { Accept: "text/html", "Accept-Encoding": "br", Cookie: cookie };
  const durations: number[] = [];
  let last: { status: number; body: Uint8Array; encoding: string } | undefined;
  for (let n = 0; n < times + 2; n++) {
    const started = performance.now();
    last = await rawGet(url, headers);
    // The first two warm the server up (compiled templates, the database's plans).
    if (n >= 2) durations.push(performance.now() - started);
  }
  if (!last || last.status !== 200) throw new Error(`${url} answered ${last?.status}`);
  if (last.encoding !== "br") throw new Error(`${url} was not sent compressed with brotli`);
  const decodedBytes = zlib.brotliDecompressSync(last.body);
  const html = new TextDecoder().decode(decodedBytes);
  durations.sort((a, b) => a - b);
  const data = inlineScriptBytes(html);
  return {
    html,
    decoded: decodedBytes.length,
    compressed: last.body.length,
    data,
    markup: decodedBytes.length - data,
    renderMedian: Math.round(durations[Math.floor(durations.length / 2)]),
    renderSlowest: Math.round(durations[durations.length - 1]),
  };
}

export interface WeightFigures {
  /** The commit the figures were measured on, and when. */
  commit: string;
  date: string;
  pages: Array<Omit<PageScripts, "files"> & { files: number }>;
  checklist: PageWeight;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The ceiling of a weighed page's scripts, in KB, where issue 19 sets one. */
export function ceilingOf(label: string): number | null {
  if (label === WEIGHED_PAGES[0].label) return CEILINGS.signInScripts;
  if (label === WEIGHED_PAGES[2].label) return CEILINGS.checklistScripts;
  return null;
}

/** The "## Page weight" section of RESULTS.md: the figures before issue 19's work and now, beside the ceilings. */
export function pageWeightSection(before: WeightFigures, now: WeightFigures, machine: string): string {
  const routeLines = now.pages.map((route) => {
    const was = before.pages.find((old) => old.label === route.label);
    const ceiling = ceilingOf(route.label);
    return `| ${route.label} | ${was ? kb(was.brotli) : "-"} | ${kb(route.brotli)} | ${ceiling ?? "-"} | ${
      was ? kb(was.gzip) : "-"
    } | ${kb(route.gzip)} | ${was ? kb(was.bytes) : "-"} | ${kb(route.bytes)} | ${
      was?.files ?? "-"
    } | ${route.files} |`;
  });
  const page = (figures: WeightFigures) => figures.checklist;
  const pageLine = (
    what: string,
    read: (weight: PageWeight) => number | undefined,
    unit: (n: number) => string,
    ceiling = "-",
  ) => {
    const shown = (n: number | undefined) => n === undefined ? "-" : unit(n);
    return `| ${what} | ${shown(read(page(before)))} | ${shown(read(page(now)))} | ${ceiling} |`;
  };
  const ms = (n: number) => String(n);
  return `## Page weight

Issue 19: what a phone downloads to show a staff page. \`deno task bench weight\` (bench/page_weight.ts) asks
the running app for each page (signed in as the demo owner, the sign-in page signed out) and reads the scripts
the page names (module preloads, script tags) from the build in dist/, with everything they import statically;
chunks loaded later on demand (a dialog's code on its first opening) are not counted. Compressed is brotli at
quality 11, as the built files are stored and sent.
The checklist page is a 150-task inspection's, as its mechanic asks for it over HTTP with brotli on a fresh
demo shop: the document decoded (markup and the page data, the router's dehydrated loader data in its inline
scripts) and as sent, and the time from the request to its last byte, one request at a time, ${RENDER_TIMES}
requests after 2 to warm up; and the time until it takes taps in Chromium at 390 x 844 with the CPU slowed
${CPU_SLOWDOWN} times (bench/page_ready.ts: from the navigation's start to the page marking itself interactive,
the median of ${READY_TIMES} loads after one). KB are 1,000 bytes. "Before" is the build of commit ${
    before.commit.slice(0, 7)
  }
(${before.date}), before this issue's work; "now" is commit ${now.commit.slice(0, 7)} (${now.date}).

- Machine: ${machine}

| JavaScript per page | before, brotli KB | now, brotli KB | ceiling KB | before, gzip KB | now, gzip KB | before, raw KB | now, raw KB | files before | files now |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${routeLines.join("\n")}

The checklist's largest scripts now, compressed: ${
    (now.pages.find((page) => page.label === WEIGHED_PAGES[2].label)?.largest ?? [])
      .map(({ file, brotli }) => `${file} ${kb(brotli)} KB`).join(", ")
  }.

| 150-task checklist page | before | now | ceiling |
| --- | ---: | ---: | ---: |
${pageLine("HTML and page data, decoded (KB)", (w) => w.decoded, kb, String(CEILINGS.checklistPage))}
${pageLine("of which page data (KB)", (w) => w.data, kb)}
${pageLine("of which markup (KB)", (w) => w.markup, kb)}
${pageLine("as sent, brotli (KB)", (w) => w.compressed, kb)}
${pageLine("render to last byte, median (ms)", (w) => w.renderMedian, ms)}
${pageLine("render to last byte, slowest (ms)", (w) => w.renderSlowest, ms)}
${pageLine("takes taps on a slowed CPU, median (ms)", (w) => w.readyMedian, ms)}
${pageLine("takes taps on a slowed CPU, slowest (ms)", (w) => w.readySlowest, ms)}
`;
}

export const RENDER_TIMES = 20;
export const READY_TIMES = 5;
export const PAGE_WEIGHT_HEADING = "## Page weight";

/** The commit the build in dist/ was made from: SOURCE_COMMIT as the build takes it, else git's HEAD. */
function headCommit(root: URL): string {
  const given = Deno.env.get("SOURCE_COMMIT");
  if (given) return given;
  const git = new Deno.Command("git", { args: ["rev-parse", "HEAD"], cwd: root, stdout: "piped" })
    .outputSync();
  return new TextDecoder().decode(git.stdout).trim() || "unknown";
}

/**
 * Measures the build in `root`/dist/ and the app running at `url` on the embedded database in `dataDir`: a
 * 150-task inspection made for one of the bench's mechanics, whose checklist page is weighed.
 */
export async function benchPageWeight(root: URL, url: string, dataDir: string): Promise<WeightFigures> {
  const db = await inspectionsDatabase(dataDir);
  let encId: string;
  let mechanic: string;
  try {
    const { users, inspections } = await prepareInspections(db.sql, db.keys, 1);
    mechanic = await sessionCookie(url, users[0].email, BENCH_PASSWORD);
    encId = inspections[0].encId;
  } finally {
    await db.close();
  }
  const owner = await sessionCookie(url, DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
  const pages = await weighPageScripts(url, owner, encId, new URL("dist/client/", root));
  const checklistUrl = `${url}/demo/inspections/${encId}/checklist`;
  const { html: _html, ...weight } = await pageWeight(checklistUrl, mechanic, RENDER_TIMES);
  const checklist = { ...weight, ...await checklistReady(checklistUrl, mechanic, READY_TIMES) };
  return {
    commit: headCommit(root),
    date: new Date().toISOString().slice(0, 10),
    pages: pages.map((page) => ({ ...page, files: page.files.length })),
    checklist,
  };
}

/** The Cookie header of a session signed in with the sign-in form. */
export async function sessionCookie(url: string, email: string, password: string): Promise<string> {
  const client = new HttpClient(url);
  await client.signIn(email, password);
  return [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Where the figures from before issue 19's work are kept (`deno task bench weight --before` writes it). */
export const BEFORE_FILE = "bench/page_weight_before.json";
