// The real entry point, run as people run it: a bad setting or an unreachable database stops the start with
// a clear message and a sysexits code, never a stack trace; a good start serves and stops cleanly.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { HttpClient } from "../support/http_client.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function main(env: Record<string, string>) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/main.ts"],
    cwd: ROOT,
    env: { APP_ENV: "test", HOST: "127.0.0.1", PORT: "0", ...env },
    stdout: "piped",
    stderr: "piped",
  });
}

async function run(env: Record<string, string>) {
  const output = await main(env).output();
  const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
  return { code: output.code, text };
}

const NO_STACK_TRACE = /^\s+at .+:\d+:\d+\)?$/m;

Deno.test("a malformed setting stops the start with exit code 78 and the variable's name", async () => {
  const { code, text } = await run({ PORT: "eighty", LOG_LEVEL: "chatty" });
  assert.equal(code, 78);
  assert.match(text, /PORT must be a whole number from 0 to 65535 \(got "eighty"\)\./);
  assert.match(text, /LOG_LEVEL must be one of debug, info, warn, error \(got "chatty"\)\./);
  assert.doesNotMatch(text, NO_STACK_TRACE);
});

Deno.test("production without SECRET_KEY does not start", async () => {
  const { code, text } = await run({ APP_ENV: "production", DATABASE_URL: "postgres://app@127.0.0.1:1/app" });
  assert.equal(code, 78);
  assert.match(text, /SECRET_KEY is required when APP_ENV=production/);
});

Deno.test("a database that cannot be reached stops the start with exit code 69 and says where", async () => {
  const { code, text } = await run({ DATABASE_URL: "postgres://app:hunter2@127.0.0.1:1/shopdb" });
  assert.equal(code, 69);
  assert.match(text, /Cannot reach the database \(127\.0\.0\.1:1\/shopdb\)/);
  assert.doesNotMatch(text, /hunter2/);
  assert.doesNotMatch(text, NO_STACK_TRACE);
});

Deno.test({
  name: "ROLE=worker runs the jobs without an HTTP server",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const child = main({ DATA_DIR: dataDir, ROLE: "worker" }).spawn();
    try {
      const log = await readUntil(child, /"msg":"started"[^\n]*/);
      assert.match(log, /"role":"worker","url":null/);
      child.kill("SIGTERM");
      assert.equal((await child.status).code, 0);
    } finally {
      await stop(child);
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "the app starts on the embedded database with the demo shop, serves, and stops on SIGTERM",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const dataDir = await Deno.makeTempDir();
    const child = main({ DATA_DIR: dataDir }).spawn();
    try {
      const log = await readUntil(child, /"msg":"started"[^\n]*"url":"[^"]+"/);
      const url = /"msg":"started"[^\n]*"url":"([^"]+)"/.exec(log)![1];
      assert.match(log, /"msg":"seeded the demo shop".*owner@demo\.example.*demo-owner-2026/);
      const health = await fetch(`${url}/healthz`);
      assert.deepEqual(await health.json(), { status: "ok", database: "ok", jobs: "ok" });
      // The demo shop's pages, as its owner sees them after signing in with the logged credentials.
      const owner = new HttpClient(url);
      await owner.signIn("owner@demo.example", "demo-owner-2026");
      assert.match((await owner.page("/demo/inspection-types")).html, /Courtesy multi-point inspection/);

      child.kill("SIGTERM");
      assert.equal((await child.status).code, 0);
      await assert.rejects(Deno.stat(`${dataDir}/postgres.holder.json`), Deno.errors.NotFound);
    } finally {
      await stop(child);
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

/** Reads the child's stdout until the pattern shows; returns all read so far. */
async function readUntil(child: Deno.ChildProcess, pattern: RegExp): Promise<string> {
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let log = "";
  try {
    while (!pattern.test(log)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the app exited before it started:\n${log}`);
      log += value;
    }
    return log;
  } finally {
    reader.releaseLock();
  }
}

async function stop(child: Deno.ChildProcess): Promise<void> {
  try {
    child.kill("SIGKILL");
  } catch { /* already stopped */ }
  await child.status;
  await child.stdout.cancel().catch(() => {});
  await child.stderr.cancel().catch(() => {});
}
