import assert from "node:assert/strict";
import { Hono } from "hono";
import type { AppEnv } from "./http.ts";
import { createLogger } from "./log.ts";
import { requestLog } from "./request_log.ts";

/** An app whose one page fails with a 500, logging into `lines`. */
function failingApp(lines: Array<{ level: string; msg: string; status: number }>) {
  const app = new Hono<AppEnv>();
  app.use(
    requestLog(
      createLogger({ level: "debug", format: "json", write: (line) => lines.push(JSON.parse(line)) }),
    ),
  );
  app.get("/page", () => new Response("failed", { status: 500 }));
  return app;
}

Deno.test("request log: a 500 is an error; one the browser had already stopped waiting for is not", async () => {
  const lines: Array<{ level: string; msg: string; status: number }> = [];
  const app = failingApp(lines);
  await app.request("/page");
  const left = new AbortController();
  left.abort();
  await app.request(new Request("http://localhost/page", { signal: left.signal }));
  assert.deepEqual(lines.map(({ level, msg, status }) => ({ level, msg, status })), [
    { level: "error", msg: "request", status: 500 },
    { level: "info", msg: "request abandoned", status: 500 },
  ]);
});
