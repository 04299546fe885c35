// The property of issue 17: whatever a browser or a script sends to any /ajax call, form post, printable
// or page, as a stranger or as the demo shop's signed-in owner, the answer is never a 5xx, and an /ajax
// refusal is JSON with a message (tests/support/fuzz_run.ts; fuzz_requests.ts makes the requests).
// Bounded for CI by FUZZ_RUNS per route, with a fixed seed so a run cannot fail by chance (FUZZ_SEED=<n>
// explores other inputs; `deno task bench fuzz` sends 100,000 with a new seed each time). A failure names
// its FUZZ_SEED and FUZZ_ROUTE, which run that route's requests again.
import { fuzzRoutes } from "../support/fuzz_requests.ts";
import { fuzz, type FuzzTally, startFuzzApp } from "../support/fuzz_run.ts";
import { knownValues } from "../support/fuzz_values.ts";

const RUNS_PER_ROUTE = Number(Deno.env.get("FUZZ_RUNS") ?? 40);
const SEED = Number(Deno.env.get("FUZZ_SEED") ?? 17);

Deno.test({
  name: "fuzz: no input to any /ajax call, form post or page makes a 5xx",
  fn: async () => {
    console.log(`fuzz seed ${SEED}, ${RUNS_PER_ROUTE} requests a route`);
    const app = await startFuzzApp();
    try {
      const only = Deno.env.get("FUZZ_ROUTE");
      const routes = (await fuzzRoutes(app.app!)).filter((route) =>
        !only || `${route.method} ${route.path}` === only
      );
      const tally: FuzzTally = { requests: 0, byStatus: {} };
      await fuzz({
        app,
        routes,
        known: await knownValues(app),
        runsPerRoute: RUNS_PER_ROUTE,
        seed: SEED,
        tally,
      });
      console.log(`fuzz: ${tally.requests} requests to ${routes.length} routes`, tally.byStatus);
    } finally {
      await app.close();
    }
  },
});
