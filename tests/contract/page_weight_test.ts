// Page weight (issue 19), from the build in dist/ as the app serves it, against the ceilings
// (bench/page_weight.ts measures every page the same way for bench/RESULTS.md).
import assert from "node:assert/strict";
import { CEILINGS, pageScripts } from "../../bench/page_weight.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { htmlPage } from "../support/http_client.ts";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `page weight: ${name}`, ...LONG_LIVED, fn });
const CLIENT = new URL("../../dist/client/", import.meta.url);
const KB = 1000;

const fixture = appFixture({ roles: ["anonymous"] });

test(`the sign-in page loads at most ${CEILINGS.signInScripts} KB of compressed scripts`, async () => {
  const response = await htmlPage(fixture.sessions.anonymous, "/login");
  assert.equal(response.status, 200);
  const scripts = await pageScripts(await response.text(), CLIENT);
  assert.ok(
    scripts.brotli <= CEILINGS.signInScripts * KB,
    `${scripts.brotli} bytes: ${scripts.files.join(", ")}`,
  );
});
