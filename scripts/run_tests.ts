// `deno task test`: every test (unit, integration, browser) in one run, ending with one summary line.
// With TEST_DATABASE_URL (a Postgres server that lets us create databases), integration tests also run on
// real Postgres, in a database created for this run and dropped after it.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { installTools, type Tool } from "./install_tools.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const OUTPUT = join(ROOT, "test-output");

async function createFreshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = `dvi_test_${stamp}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      // The tests may have made further databases named after this one (scratch schemas).
      const rows = await admin`select datname from pg_database where datname like ${name + "%"}`;
      for (const row of rows) await admin.unsafe(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    },
  };
}

interface Phase {
  junit: string | null;
  exitCode: number;
}

function summary(phases: Phase[]): string {
  let [passed, failed, skipped, outside] = [0, 0, 0, 0];
  for (const { junit, exitCode } of phases) {
    if (junit === null) {
      outside += 1;
      continue;
    }
    const attribute = (name: string) =>
      Number(new RegExp(`<testsuites[^>]*\\s${name}="(\\d+)"`).exec(junit)?.[1] ?? 0);
    const phaseSkipped = (junit.match(/<skipped\b/g) ?? []).length;
    const phaseFailed = attribute("failures") + attribute("errors");
    passed += attribute("tests") - phaseFailed - phaseSkipped;
    failed += phaseFailed;
    skipped += phaseSkipped;
    // An error outside every test (a file's afterAll hook, a promise left running) fails the run but is no
    // test case in the junit report: it counts as one failure so the line never says "0 failed" then.
    if (exitCode !== 0 && phaseFailed === 0) outside += 1;
  }
  return `${passed} passed, ${failed + outside} failed${skipped ? `, ${skipped} skipped` : ""}${
    outside ? " (outside the tests, or a run that stopped before it could report: see above)" : ""
  }`;
}

await Deno.mkdir(OUTPUT, { recursive: true });
// Debian's Chromium (browser tests, PDFs), ffmpeg (videos) and poppler (reading PDFs), when missing.
const TESTS_FAILING: Record<Tool, string> = {
  chromium: "the browser and PDF tests will fail",
  ffmpeg: "the video tests will fail",
  poppler: "the PDF tests will fail",
};
for (const tool of await installTools(["chromium", "ffmpeg", "poppler"])) {
  console.error(`${tool} could not be installed: ${TESTS_FAILING[tool]}.`);
}

// MALLOC_ARENA_MAX as the server runs with it (deno.json's tasks, the Dockerfile): memory tests measure that.
// TEST_RUN_STAMP names the run: its files share the dumps made for it (tests/support/app.ts).
const env: Record<string, string> = {
  APP_ENV: "test",
  MALLOC_ARENA_MAX: "2",
  TEST_RUN_STAMP: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
};
const adminUrl = Deno.env.get("TEST_DATABASE_URL");
const fresh = adminUrl ? await createFreshDatabase(adminUrl) : null;
if (fresh) env.TEST_POSTGRES_FRESH_URL = fresh.url;
console.log(fresh ? "Integration tests run on PGlite and on Postgres." : "Integration tests run on PGlite.");

/**
 * The unit and integration tests run two files at a time (`--parallel`, one per core): each file has its own
 * app and in-memory database, and what files share (the Postgres database, the S3 server's packages) is named
 * per test or installed under a lock. The browser tests too, each file with its own app and Chromium, waiting
 * on what a person would see rather than on time; but the files in BROWSER_ALONE time a gesture or a network
 * (a row held over a collapsed row opens it, an upload cut off mid-way on a throttled link, a press held
 * while a slow save is out), which a second Chromium on a 2-core machine upsets, so they run one at a time
 * after the rest. Given paths (one file, a folder), the tests run as one plain run.
 */
const BROWSER_ALONE = [
  "tests/browser/table_test.ts",
  "tests/browser/offline_bay_test.ts",
  "tests/browser/offline_replay_test.ts",
];
const PHASES: Array<{ name: string; args: string[] }> = Deno.args.length > 0
  ? [{ name: "junit", args: [...Deno.args] }]
  : [
    { name: "junit-integration", args: ["--parallel", "--ignore=tests/browser"] },
    { name: "junit-browser", args: ["--parallel", `--ignore=${BROWSER_ALONE.join(",")}`, "tests/browser"] },
    { name: "junit-browser-alone", args: BROWSER_ALONE },
  ];

const phases: Phase[] = [];
try {
  for (const phase of PHASES) {
    const junitPath = join(OUTPUT, `${phase.name}.xml`);
    await Deno.remove(junitPath).catch(() => {});
    const run = await new Deno.Command(Deno.execPath(), {
      args: ["test", "-A", `--junit-path=${junitPath}`, ...phase.args],
      cwd: ROOT,
      env,
      stdout: "inherit",
      stderr: "inherit",
    }).output();
    phases.push({ junit: await Deno.readTextFile(junitPath).catch(() => null), exitCode: run.code });
  }
} finally {
  await fresh?.drop();
}
console.log(summary(phases));
Deno.exit(phases.length === PHASES.length && phases.every((phase) => phase.exitCode === 0) ? 0 : 1);
