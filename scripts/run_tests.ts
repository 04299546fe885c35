// `deno task test`: every test (unit, integration, browser) in one run, ending with one summary line.
// With TEST_DATABASE_URL (a Postgres server that lets us create databases), integration tests also run on
// real Postgres, in a database created for this run and dropped after it.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { installTools, type Tool } from "./install_tools.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const OUTPUT = join(ROOT, "test-output");
const JUNIT = join(OUTPUT, "junit.xml");

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

function summary(junit: string | null, exitCode: number): string {
  if (junit === null) {
    return `0 passed, 1 failed (the test run stopped before it could report; exit code ${exitCode})`;
  }
  const attribute = (name: string) =>
    Number(new RegExp(`<testsuites[^>]*\\s${name}="(\\d+)"`).exec(junit)?.[1] ?? 0);
  const skipped = (junit.match(/<skipped\b/g) ?? []).length;
  const failed = attribute("failures") + attribute("errors");
  const passed = attribute("tests") - failed - skipped;
  // An error outside every test (a file's afterAll hook, a promise left running) fails the run but is no
  // test case in the junit report: it counts as one failure so the line never says "0 failed" then.
  const outside = exitCode !== 0 && failed === 0 ? 1 : 0;
  return `${passed} passed, ${failed + outside} failed${skipped ? `, ${skipped} skipped` : ""}${
    outside ? " (outside the tests: see FAILURES above)" : ""
  }`;
}

await Deno.mkdir(OUTPUT, { recursive: true });
await Deno.remove(JUNIT).catch(() => {});
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
const env: Record<string, string> = { APP_ENV: "test", MALLOC_ARENA_MAX: "2" };
const adminUrl = Deno.env.get("TEST_DATABASE_URL");
const fresh = adminUrl ? await createFreshDatabase(adminUrl) : null;
if (fresh) env.TEST_POSTGRES_FRESH_URL = fresh.url;
console.log(fresh ? "Integration tests run on PGlite and on Postgres." : "Integration tests run on PGlite.");

let code = 1;
try {
  const run = await new Deno.Command(Deno.execPath(), {
    // Two test files at a time (one per core): a browser test waits on Chromium and its app much of the time,
    // and each file has its own app, database and browser (tests/support/app_fixture.ts, databases.ts).
    args: ["test", "-A", "--parallel", `--junit-path=${JUNIT}`, ...Deno.args],
    cwd: ROOT,
    env,
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  code = run.code;
} finally {
  await fresh?.drop();
}
const junit = await Deno.readTextFile(JUNIT).catch(() => null);
console.log(summary(junit, code));
Deno.exit(code);
