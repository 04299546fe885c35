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

Deno.test("without SMTP_URL or the SMS variables, messages have no transport and stay in the outbox", () => {
  const config = loadConfig({});
  assert.equal(config.smtpUrl, null);
  assert.equal(config.smsProvider, null);
  assert.equal(config.mailFrom, '"Shop Inspections" <no-reply@localhost>');
  assert.equal(config.messageRetryLimit, 5);
  assert.equal(config.messageRetryDelaySeconds, 30);
});

Deno.test("e-mail and SMS transports are read from their variables", () => {
  const config = loadConfig({
    SMTP_URL: "smtps://mailer:s3cret@mail.example:465",
    MAIL_FROM: '"Oak Street Garage" <service@oak.example>',
    SMS_PROVIDER_URL: "https://sms.example/2010-04-01/Accounts/AC1/Messages.json",
    SMS_PROVIDER_USER: "AC1",
    SMS_PROVIDER_PASSWORD: "token",
    SMS_FROM: "+15551234567",
    MESSAGE_RETRY_LIMIT: "2",
    MESSAGE_RETRY_DELAY_SECONDS: "1",
  });
  assert.equal(config.smtpUrl, "smtps://mailer:s3cret@mail.example:465");
  assert.equal(config.mailFrom, '"Oak Street Garage" <service@oak.example>');
  assert.deepEqual(config.smsProvider, {
    url: "https://sms.example/2010-04-01/Accounts/AC1/Messages.json",
    user: "AC1",
    password: "token",
    from: "+15551234567",
  });
  assert.equal(config.messageRetryLimit, 2);
  assert.equal(config.messageRetryDelaySeconds, 1);
});

Deno.test("a bad SMTP_URL is named without echoing its password", () => {
  const problems = problemsOf({ SMTP_URL: "http://mailer:hunter2@mail.example" });
  assert.deepEqual(problems, [
    "SMTP_URL must be an smtp:// or smtps:// URL, like smtp://user:password@mail.example:587.",
  ]);
  assert.deepEqual(problemsOf({ MAIL_FROM: "no-reply" }), [
    'MAIL_FROM must be an e-mail address, optionally with a name, like "Oak Street Garage" ' +
    '<no-reply@oak.example> (got "no-reply").',
  ]);
});

Deno.test("SMS needs all four variables; a partial set names what is missing", () => {
  assert.deepEqual(problemsOf({ SMS_PROVIDER_URL: "https://sms.example/send", SMS_FROM: "+15551234567" }), [
    "SMS is only partly configured: set SMS_PROVIDER_USER, SMS_PROVIDER_PASSWORD too, or none of " +
    "SMS_PROVIDER_URL, SMS_PROVIDER_USER, SMS_PROVIDER_PASSWORD, SMS_FROM to keep SMS in the outbox.",
  ]);
  const complete = {
    SMS_PROVIDER_URL: "https://sms.example/send",
    SMS_PROVIDER_USER: "user",
    SMS_PROVIDER_PASSWORD: "password",
    SMS_FROM: "+15551234567",
  };
  assert.deepEqual(problemsOf({ ...complete, SMS_FROM: "555-1234" }), [
    'SMS_FROM must be a phone number in E.164 format, like +15551234567 (got "555-1234").',
  ]);
  assert.deepEqual(problemsOf({ ...complete, SMS_PROVIDER_URL: "ftp://sms.example/send" }), [
    "SMS_PROVIDER_URL must be an http:// or https:// URL, the full address messages are POSTed to.",
  ]);
});

Deno.test("JOB_MONITOR_SECONDS: pg-boss's minute unless set, whole seconds from 1", () => {
  assert.equal(loadConfig({}).jobMonitorSeconds, 60);
  assert.equal(loadConfig({ JOB_MONITOR_SECONDS: "1" }).jobMonitorSeconds, 1);
  assert.equal(problemsOf({ JOB_MONITOR_SECONDS: "0" }).length, 1);
});

Deno.test("ANSWER_EMAIL_DELAY_SECONDS: three minutes unless set, whole seconds up to an hour", () => {
  assert.equal(loadConfig({}).answerEmailDelaySeconds, 180);
  assert.equal(loadConfig({ ANSWER_EMAIL_DELAY_SECONDS: "0" }).answerEmailDelaySeconds, 0);
  assert.deepEqual(problemsOf({ ANSWER_EMAIL_DELAY_SECONDS: "3601" }), [
    'ANSWER_EMAIL_DELAY_SECONDS must be a whole number from 0 to 3600 (got "3601").',
  ]);
});

Deno.test("PDFs: Chromium from CHROMIUM_PATH, else Debian's when it is there; two prints at once, 50 MB kept", () => {
  const config = loadConfig({
    CHROMIUM_PATH: "/opt/chromium/chrome",
    PDF_RENDER_LIMIT: "4",
    PDF_CACHE_MB: "8",
  });
  assert.deepEqual(config.pdf, {
    chromiumPath: "/opt/chromium/chrome",
    renderLimit: 4,
    cacheBytes: 8 * 1024 * 1024,
  });

  const defaults = loadConfig({}).pdf;
  const installed = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => {
    try {
      return Deno.statSync(path).isFile;
    } catch {
      return false;
    }
  });
  assert.equal(defaults.chromiumPath, installed ?? null);
  assert.equal(defaults.renderLimit, 2);
  assert.equal(defaults.cacheBytes, 50 * 1024 * 1024);
  assert.deepEqual(problemsOf({ PDF_RENDER_LIMIT: "0" }), [
    'PDF_RENDER_LIMIT must be a whole number from 1 to 32 (got "0").',
  ]);
});

Deno.test("TRUST_PROXY: no proxy, a number of trusted proxies (true is one), or fly; anything else is named", () => {
  assert.equal(loadConfig({}).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: "false" }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: "0" }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: "true" }).trustProxy, 1, "old deployments: one proxy");
  assert.equal(loadConfig({ TRUST_PROXY: "2" }).trustProxy, 2);
  assert.equal(loadConfig({ TRUST_PROXY: "Fly" }).trustProxy, "fly");
  for (const value of ["-1", "11", "cloudflare", "1.5"]) {
    assert.deepEqual(problemsOf({ TRUST_PROXY: value }), [
      `TRUST_PROXY must be false, the number of proxies in front of the app (1 to 10), or fly (got "${value}").`,
    ]);
  }
});

Deno.test("MEDIA_INLINE_IMAGE_MEGAPIXELS: pictures of up to 16 megapixels are made at once unless set; 0 sends all to the worker", () => {
  assert.equal(loadConfig({}).media.inlineImagePixels, 16_000_000);
  assert.equal(loadConfig({ MEDIA_INLINE_IMAGE_MEGAPIXELS: "0" }).media.inlineImagePixels, 0);
  assert.equal(loadConfig({ MEDIA_INLINE_IMAGE_MEGAPIXELS: "24" }).media.inlineImagePixels, 24_000_000);
  assert.deepEqual(problemsOf({ MEDIA_INLINE_IMAGE_MEGAPIXELS: "2MB" }), [
    'MEDIA_INLINE_IMAGE_MEGAPIXELS must be a whole number from 0 to 1000 (got "2MB").',
  ]);
});
