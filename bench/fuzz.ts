// Issue 17's section of `deno task bench` (scripts/bench.ts; `deno task bench fuzz` runs it alone): the
// property of tests/contract/fuzz_test.ts at length: BENCH_FUZZ_REQUESTS (100,000) generated requests,
// spread evenly over every /ajax call, form post, printable and page, as a stranger and as the demo owner
// (tests/support/fuzz_requests.ts; hostile files to the appointments import and through every upload since
// issue 32), through app.request of an app started in this process on a fresh
// embedded database. The figure to keep: 5xx = 0, and no value reaching the database unchecked.
import { fuzzRoutes } from "../tests/support/fuzz_requests.ts";
import { fuzz, type FuzzTally, startFuzzApp } from "../tests/support/fuzz_run.ts";
import { knownValues } from "../tests/support/fuzz_values.ts";
import { machineDetails } from "./machine.ts";
import { writeResultsSection } from "./results_section.ts";

export const FUZZ_HEADING = "## Fuzzing: no 5xx on any input";

export interface FuzzBench {
  seed: number;
  routes: number;
  runsPerRoute: number;
  tally: FuzzTally;
  seconds: number;
  /** fast-check's reports of the routes that failed, or null. */
  failures: string | null;
}

export async function benchFuzz(requests: number, seed: number): Promise<FuzzBench> {
  // Warnings and errors only: the request log of 100,000 requests is not needed to judge them.
  const app = await startFuzzApp({ LOG_LEVEL: "warn" });
  try {
    const routes = await fuzzRoutes(app.app!);
    const runsPerRoute = Math.ceil(requests / routes.length);
    const tally: FuzzTally = { requests: 0, byStatus: {} };
    const started = performance.now();
    let failures: string | null = null;
    try {
      await fuzz({ app, routes, known: await knownValues(app), runsPerRoute, seed, tally });
    } catch (error) {
      failures = (error as Error).message;
    }
    const seconds = (performance.now() - started) / 1000;
    return { seed, routes: routes.length, runsPerRoute, tally, seconds, failures };
  } finally {
    await app.close();
  }
}

/** The section of bench/RESULTS.md, from its heading. */
export function fuzzSection(bench: FuzzBench): string {
  const { tally } = bench;
  const count = (from: number, to: number) =>
    Object.entries(tally.byStatus).filter(([status]) => Number(status) >= from && Number(status) < to)
      .reduce((sum, [, n]) => sum + n, 0);
  const requests = tally.requests.toLocaleString("en-US");
  const statuses = Object.entries(tally.byStatus).map(([status, n]) =>
    `${status}: ${n.toLocaleString("en-US")}`
  );
  return `${FUZZ_HEADING}

Issue 17: ${requests} requests (\`deno task bench fuzz\`, bench/fuzz.ts; tests/support/fuzz_requests.ts makes
them): ${bench.runsPerRoute} generated for each of the ${bench.routes} routes the app has (every /ajax call, form
post and printable from its Hono routes, every page of the route tree), and each page's 307 to its canonical
address followed as a browser does. As a stranger and as the demo shop's signed-in owner with a valid CSRF
token, through \`app.request\` in one process on a fresh embedded database. They mix plausible values (the demo
shop's ids and inspections) with NUL characters, lone surrogates, ids of 2^31 and more, numbers out of a
column's range, multipart bodies without a boundary or broken, and bodies of the wrong type. Since issue 32
the appointments import is sent hostile files mostly (calendars with zone bombs, runaway rules and nesting,
CSVs with broken cells, both truncated or with bytes flipped: tests/support/hostile_files.ts), and each
upload's create call is an UPLOAD route: create, PUT hostile bytes (real photos, HEIC and PDF truncated or
flipped, headers claiming huge dimensions, one format's signature before another's bytes) to the signed
link, complete.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machineDetails()}
- Seed: ${bench.seed} (the test with \`FUZZ_SEED=${bench.seed} FUZZ_RUNS=${bench.runsPerRoute}\` makes the same requests)

| Requests | Routes | 5xx answers | Routes failing the property | 2xx | 3xx | 4xx | Time |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${requests} | ${bench.routes} | ${count(500, 600)} | ${
    Number(/^(\d+) routes failed/.exec(bench.failures ?? "")?.[1] ?? 0)
  } | ${count(200, 300).toLocaleString("en-US")} | ${count(300, 400).toLocaleString("en-US")} | ${
    count(400, 500).toLocaleString("en-US")
  } | ${Math.round(bench.seconds)} s |

The property: no answer is a 5xx, an /ajax refusal is JSON with a message, and no value reaches the database
unchecked (a data exception turned into a 400 by the error handler's safety net counts as a failure).

Answers by status: ${statuses.join(", ")}.${
    bench.failures ? `\n\nFailures:\n\n\`\`\`\n${bench.failures}\n\`\`\`` : ""
  }
`;
}

/** Puts the section into RESULTS.md in place of its last run (bench/results_section.ts). */
export async function writeFuzzSection(resultsPath: string, section: string): Promise<void> {
  await writeResultsSection(resultsPath, FUZZ_HEADING, section);
}
