// GET /healthz: 200 when the database and the job queue answer, 503 naming the part that does not.
// Load balancers and fly.io poll it; it touches no tenant data.
import { Hono } from "hono";
import type { AppEnv } from "./platform/http.ts";

const CHECK_TIMEOUT_MS = 3000;

export const healthRouter = new Hono<AppEnv>().get("/", async (c) => {
  const { sql, jobs } = c.get("services");
  const [database, queue] = await Promise.all([
    check(async () => {
      await sql`select 1`;
      return true;
    }),
    check(() => jobs.healthy()),
  ]);
  const ok = database === "ok" && queue === "ok";
  c.header("Cache-Control", "no-store");
  return c.json({ status: ok ? "ok" : "unavailable", database, jobs: queue }, ok ? 200 : 503);
});

async function check(probe: () => Promise<boolean>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`failed: no answer within ${CHECK_TIMEOUT_MS / 1000} s`),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      probe().then((ok) => (ok ? "ok" : "failed"), (error) => `failed: ${error?.message ?? error}`),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
