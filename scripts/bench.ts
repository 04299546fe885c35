// `deno task bench`: starts the built app (and a bare Deno.serve as the ceiling) in processes of their own,
// drives each target from a second process (bench/load.ts) with a fixed number of requests, and writes
// bench/RESULTS.md. With BENCH_DATABASE_URL the page is also measured on that Postgres server.
import { fileURLToPath } from "node:url";
import { DEMO_LOGINS } from "@modules/shops/mod.ts";
import { HttpClient } from "../tests/support/http_client.ts";
import { benchInspections, type InspectionBenchRow, inspectionsTable } from "../bench/inspections.ts";
import { inspectionsDatabase } from "../bench/inspections_database.ts";
import { benchMedia, mediaTable, writeMediaSection } from "../bench/media.ts";
import { machineDetails } from "../bench/machine.ts";
import {
  benchCustomerReport,
  type CustomerReportBench,
  customerReportSection,
  writeCustomerReportSection,
} from "../bench/customer_report.ts";
import { benchFuzz, FUZZ_HEADING, fuzzSection, writeFuzzSection } from "../bench/fuzz.ts";
import { benchPhotoUpload, photoUploadSection, writePhotoUploadSection } from "../bench/photo_upload.ts";
import { benchCustomersDedupe, dedupeSection, writeDedupeSection } from "../bench/customers_dedupe.ts";
import { readResultsSection, writeResultsSection } from "../bench/results_section.ts";
import {
  benchStaffReports,
  STAFF_REPORTS_HEADING,
  staffReportsSection,
  writeStaffReportsSection,
} from "../bench/staff_reports.ts";
import { benchVinDecode, vinDecodeSection, writeVinDecodeSection } from "../bench/vin_decode.ts";
import {
  BEFORE_FILE,
  benchPageWeight,
  PAGE_WEIGHT_HEADING,
  pageWeightSection,
  type WeightFigures,
} from "../bench/page_weight.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const REQUESTS = Number(Deno.env.get("BENCH_REQUESTS") ?? 3000);
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 10);
const WARMUP = 300;

interface Result {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  bytesPerResponse: number;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

async function waitUntilUp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

function spawn(args: string[], env: Record<string, string> = {}): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), { args, cwd: ROOT, env, stdout: "null", stderr: "inherit" })
    .spawn();
}

async function load(url: string, requests: number, headers: string[] = []): Promise<Result> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "bench/load.ts", url, String(requests), String(CONNECTIONS), ...headers],
    cwd: ROOT,
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (!output.success) throw new Error(`the load driver failed on ${url}`);
  return JSON.parse(new TextDecoder().decode(output.stdout));
}

async function startApp(
  dataDir: string,
  databaseUrl?: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = freePort();
  const child = spawn(["run", "-A", "src/main.ts"], {
    APP_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(port),
    // The PDF printer loads the report's pictures from the public address: the one it listens on.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/healthz`);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
    },
  };
}

/** Adds findings to the demo shop of the running app's embedded database (scripts/generate_findings.ts). */
async function generateFindings(dataDir: string, count: number): Promise<void> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "scripts/generate_findings.ts", "demo", String(count)],
    cwd: ROOT,
    env: { APP_ENV: "development", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdout: "null",
    stderr: "inherit",
  }).output();
  if (!output.success) throw new Error("scripts/generate_findings.ts failed");
}

const rows: Array<{ target: string; server: string; result: Result }> = [];
const inspectionRows: InspectionBenchRow[] = [];
const mediaRows: Awaited<ReturnType<typeof benchMedia>> = [];
let customerReport: CustomerReportBench | undefined;
let weight: WeightFigures | undefined;
let photoUpload: string | undefined;
let vinDecode: string | undefined;
let dedupe: string | undefined;
let staffReports: string | undefined;
const INSPECTION_CLIENTS = Number(Deno.env.get("BENCH_INSPECTION_CLIENTS") ?? 50);
const INSPECTION_SECONDS = Number(Deno.env.get("BENCH_INSPECTION_SECONDS") ?? 15);
const INSPECTION_PAGE_REQUESTS = Number(Deno.env.get("BENCH_INSPECTION_PAGE_REQUESTS") ?? 300);
/** The inspections section (bench/inspections.ts) against the app at `url` on its database. */
async function measureInspections(url: string, server: string, databaseUrl?: string) {
  const db = await inspectionsDatabase(dataDir, databaseUrl);
  try {
    inspectionRows.push(
      ...await benchInspections({
        url,
        server,
        ...db,
        clients: INSPECTION_CLIENTS,
        seconds: INSPECTION_SECONDS,
        // A 150-task page costs tens of milliseconds: a few hundred requests tell its percentiles.
        measurePage: (target, pageUrl, cookie) =>
          measure(target, server, pageUrl, [...html, cookie], INSPECTION_PAGE_REQUESTS),
      }),
    );
  } finally {
    await db.close();
  }
}
async function measure(
  target: string,
  server: string,
  url: string,
  headers: string[] = [],
  requests = REQUESTS,
) {
  await load(url, Math.min(WARMUP, Math.ceil(requests / 10)), headers);
  const result = await load(url, requests, headers);
  rows.push({ target, server, result });
  console.log(
    `${target} (${server}): ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
  );
}

/** The demo owner's session, as the Cookie header the load driver sends with each request. */
async function signedIn(url: string): Promise<{ client: HttpClient; cookie: string }> {
  const client = new HttpClient(url);
  await client.signIn(DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return { client, cookie: `Cookie:${cookie}` };
}

// `deno task bench media` or `deno task bench report`: that section alone, on an app of its own, put into
// RESULTS.md in place of its last run.
const SECTIONS: Record<string, (url: string, dataDir: string) => Promise<void>> = {
  weight: async (url, dataDir) => {
    const section = await weightSection(await benchPageWeight(new URL(`file://${ROOT}`), url, dataDir));
    console.log(section);
    await writeResultsSection(`${ROOT}bench/RESULTS.md`, PAGE_WEIGHT_HEADING, section);
  },
  photo: (url, dataDir) => writePhotoUploadSection(`${ROOT}bench/RESULTS.md`, url, dataDir),
  vin: (url) => writeVinDecodeSection(`${ROOT}bench/RESULTS.md`, url),
  media: async (url, dataDir) => {
    const section = mediaTable(await benchMedia(url, dataDir));
    console.log(section);
    await writeMediaSection(`${ROOT}bench/RESULTS.md`, section);
  },
  report: async (url, dataDir) => {
    const section = customerReportSection(await benchCustomerReport(url, dataDir));
    console.log(section);
    await writeCustomerReportSection(`${ROOT}bench/RESULTS.md`, section);
  },
};
/**
 * The page weight section: these figures beside those from before issue 19's work, kept in BEFORE_FILE.
 * `deno task bench weight --before` (on that build) makes these figures the "before".
 */
async function weightSection(now: WeightFigures): Promise<string> {
  if (Deno.args.includes("--before")) {
    await Deno.writeTextFile(`${ROOT}${BEFORE_FILE}`, JSON.stringify(now, null, 2) + "\n");
  }
  const before: WeightFigures = JSON.parse(await Deno.readTextFile(`${ROOT}${BEFORE_FILE}`));
  return pageWeightSection(before, now, machineDetails());
}

// `deno task bench fuzz`: a section that starts the app in this process itself, for app.request and the
// app's routes (bench/fuzz.ts). A whole `deno task bench` keeps its last run's section as it is.
const FUZZ_REQUESTS = Number(Deno.env.get("BENCH_FUZZ_REQUESTS") ?? 100_000);
const IN_PROCESS_SECTIONS: Record<string, () => Promise<void>> = {
  dedupe: () => writeDedupeSection(`${ROOT}bench/RESULTS.md`),
  // Issue 22's staff reports over 1,000,000 inspections, in a scratch database on the Postgres server.
  staff: () => writeStaffReportsSection(`${ROOT}bench/RESULTS.md`),
  fuzz: async () => {
    const seed = Number(Deno.env.get("FUZZ_SEED") ?? Date.now() % 2 ** 31);
    const section = fuzzSection(await benchFuzz(FUZZ_REQUESTS, seed));
    console.log(section);
    await writeFuzzSection(`${ROOT}bench/RESULTS.md`, section);
  },
};
/** RESULTS.md as `deno fmt` leaves it (tables aligned), so the format check of `deno task ok` stays clean. */
async function formatResults(): Promise<void> {
  const output = await new Deno.Command(Deno.execPath(), { args: ["fmt", "bench/RESULTS.md"], cwd: ROOT })
    .output();
  if (!output.success) {
    throw new Error(`deno fmt bench/RESULTS.md failed: ${new TextDecoder().decode(output.stderr)}`);
  }
}

const alone = SECTIONS[Deno.args[0]];
const inProcess = IN_PROCESS_SECTIONS[Deno.args[0]];
if (Deno.args[0] && !alone && !inProcess) {
  const names = [...Object.keys(SECTIONS), ...Object.keys(IN_PROCESS_SECTIONS)];
  console.error(`Usage: deno task bench [${names.join(" | ")}]`);
  Deno.exit(2);
}
if (inProcess) {
  await inProcess();
  await formatResults();
  Deno.exit(0);
}
if (alone) {
  const sectionDir = await Deno.makeTempDir();
  const app = await startApp(sectionDir);
  try {
    await alone(app.url, sectionDir);
    await formatResults();
  } finally {
    await app.stop();
    await Deno.remove(sectionDir, { recursive: true });
  }
  Deno.exit(0);
}

const helloPort = freePort();
const hello = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", "bench/hello_server.ts", String(helloPort)],
  cwd: ROOT,
  stdout: "null",
  stderr: "inherit",
}).spawn();
const dataDir = await Deno.makeTempDir();
const page = "/demo/inspection-types";
// The findings list at the size a busy shop reaches: a two-word search, one status off, ordered by text.
const FINDINGS_COUNT = 10_000;
const FINDINGS_PAGE = "/demo/findings?search=pads%20worn&fa=0&orderBy=text";
const html = ["Accept:text/html", "Accept-Encoding:br"];
try {
  await waitUntilUp(`http://127.0.0.1:${helloPort}/`);
  await measure("bare Deno.serve hello world (ceiling)", "-", `http://127.0.0.1:${helloPort}/`);

  const app = await startApp(dataDir);
  try {
    await measure("/healthz (database and queue checked)", "embedded PGlite", `${app.url}/healthz`);
    await measure("/ landing page (SSR, 1 query, brotli)", "embedded PGlite", `${app.url}/`, html);
    const owner = await signedIn(app.url);
    await measure(`${page} (SSR, signed in, brotli)`, "embedded PGlite", `${app.url}${page}`, [
      ...html,
      owner.cookie,
    ]);
    await generateFindings(dataDir, FINDINGS_COUNT);
    await measure(
      `${FINDINGS_PAGE} (${FINDINGS_COUNT.toLocaleString("en-US")} findings, SSR, brotli)`,
      "embedded PGlite",
      `${app.url}${FINDINGS_PAGE}`,
      [...html, owner.cookie],
    );
    await measureInspections(app.url, "embedded PGlite");
    mediaRows.push(...await benchMedia(app.url, dataDir));
    customerReport = await benchCustomerReport(app.url, dataDir);
    weight = await benchPageWeight(new URL(`file://${ROOT}`), app.url, dataDir);
    photoUpload = photoUploadSection(await benchPhotoUpload(app.url, dataDir));
    vinDecode = vinDecodeSection(await benchVinDecode(app.url));
    dedupe = dedupeSection(await benchCustomersDedupe(app.url, dataDir));
    const body = (await owner.client.page(page)).html;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
    // Sent uncompressed here: the driver would otherwise spend its time decoding brotli, not waiting on us.
    if (script) {
      await measure("main script (built asset from memory, uncompressed)", "-", `${app.url}${script}`, [
        "Accept-Encoding:identity",
      ]);
    }
  } finally {
    await app.stop();
  }

  const databaseUrl = Deno.env.get("BENCH_DATABASE_URL");
  if (databaseUrl) {
    const onPostgres = await startApp(dataDir, databaseUrl);
    try {
      await measure("/healthz (database and queue checked)", "Postgres", `${onPostgres.url}/healthz`);
      const owner = await signedIn(onPostgres.url);
      await measure(`${page} (SSR, signed in, brotli)`, "Postgres", `${onPostgres.url}${page}`, [
        ...html,
        owner.cookie,
      ]);
      await measureInspections(onPostgres.url, "Postgres", databaseUrl);
    } finally {
      await onPostgres.stop();
    }
    staffReports = staffReportsSection(await benchStaffReports());
  }
} finally {
  hello.kill("SIGTERM");
  await hello.status;
  await Deno.remove(dataDir, { recursive: true });
}

const keptFuzz = await readResultsSection(`${ROOT}bench/RESULTS.md`, FUZZ_HEADING);
// The staff reports need a Postgres server (BENCH_DATABASE_URL); without one a whole run keeps the last section.
staffReports ??= await readResultsSection(`${ROOT}bench/RESULTS.md`, STAFF_REPORTS_HEADING) ?? undefined;
const table = rows.map(({ target, server, result: r }) =>
  `| ${target} | ${server} | ${r.requestsPerSecond} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.bytesPerResponse} | ${r.errors} |`
);
await Deno.writeTextFile(
  `${ROOT}bench/RESULTS.md`,
  `# Benchmark results

Written by \`deno task bench\` (scripts/bench.ts). Each target gets ${WARMUP} warm-up requests, then
${REQUESTS} measured GET requests over ${CONNECTIONS} keep-alive connections from a separate process
(bench/load.ts) on loopback. Latencies are milliseconds from sending a request to reading its whole body.
The app runs as \`deno task start\` does (web and worker in one process) with the demo shop.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machineDetails()}

| Target | Database | req/s | p50 ms | p90 ms | p99 ms | bytes/response | errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${table.join("\n")}

Reading it: the hello-world row is what Deno's HTTP server and this driver can do on this machine at all;
the distance to it is the app's own cost (middleware, React rendering, the database round trips).

${inspectionsTable(inspectionRows, INSPECTION_SECONDS, INSPECTION_CLIENTS)}

${mediaTable(mediaRows)}
${customerReport ? `\n${customerReportSection(customerReport)}` : ""}${
    weight ? `\n${await weightSection(weight)}` : ""
  }${photoUpload ? `\n${photoUpload}` : ""}${vinDecode ? `\n${vinDecode}` : ""}${
    dedupe ? `\n${dedupe}` : ""
  }${staffReports ? `\n${staffReports}` : ""}${keptFuzz ? `\n${keptFuzz}` : ""}`,
);
await formatResults();
console.log("wrote bench/RESULTS.md");
