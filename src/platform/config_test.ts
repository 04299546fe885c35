import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "./config.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

Deno.test("an empty environment gives a working development setup on the embedded database", () => {
  const config = loadConfig({});
  assert.equal(config.port, 8000);
  assert.equal(config.role, "all");
  assert.equal(config.databaseUrl, null);
  assert.equal(config.dataDir, "./data");
  assert.equal(config.seedDemo, true);
  assert.equal(config.publicUrl, "http://localhost:8000");
});

Deno.test("a bad value is refused with a message naming the variable and the value", () => {
  assert.deepEqual(problemsOf({ PORT: "eighty" }), [
    'PORT must be a whole number from 0 to 65535 (got "eighty").',
  ]);
  assert.deepEqual(problemsOf({ ROLE: "cron" }), ['ROLE must be one of all, web, worker (got "cron").']);
  assert.deepEqual(problemsOf({ SEED_DEMO: "maybe" }), [
    'SEED_DEMO must be true or false (1/0, yes/no, on/off) (got "maybe").',
  ]);
  assert.deepEqual(problemsOf({ PUBLIC_URL: "shop.example" }), [
    'PUBLIC_URL must be an http:// or https:// URL (got "shop.example").',
  ]);
});

Deno.test("every bad variable is reported at once", () => {
  assert.equal(problemsOf({ PORT: "-1", LOG_LEVEL: "loud", DB_POOL_MAX: "0" }).length, 3);
});

Deno.test("a malformed DATABASE_URL is named without echoing what may be a password", () => {
  const problems = problemsOf({ DATABASE_URL: "mysql://admin:hunter2@db/app" });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^DATABASE_URL must be a postgres:\/\//);
  assert.doesNotMatch(problems[0], /hunter2/);
});

Deno.test("production needs a SECRET_KEY of its own and seeds no demo shop", () => {
  assert.match(problemsOf({ APP_ENV: "production" })[0], /^SECRET_KEY is required when APP_ENV=production/);
  assert.match(problemsOf({ APP_ENV: "production", SECRET_KEY: "short" })[0], /at least 32 characters/);
  const config = loadConfig({ APP_ENV: "production", SECRET_KEY: "k".repeat(48) });
  assert.equal(config.seedDemo, false);
});

Deno.test("PUBLIC_URL keeps only the origin, so links never get a doubled slash", () => {
  assert.equal(loadConfig({ PUBLIC_URL: "https://shop.example/" }).publicUrl, "https://shop.example");
});
