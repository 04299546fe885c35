// The timeZone cookie the sign-up page writes (src/ui/time_zone_input.tsx) over real HTTP: step 2 of
// sign-up proposes the zone it names, and ignores one the server does not know.
import assert from "node:assert/strict";
import { LONG_LIVED, type TestApp } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { uniqueName } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";
import { signUpToStep2 } from "../support/sign_up.ts";

const fixture = appFixture();
const test = (name: string, fn: (app: TestApp) => Promise<void>) =>
  Deno.test({ name, ...LONG_LIVED, fn: () => fn(fixture.app) });

/** Step 2 of a fresh sign-up, as a browser holding the given timeZone cookie value sees it. */
async function shopStep(app: TestApp, cookie: string | null): Promise<string> {
  const client = new HttpClient(app.url);
  if (cookie !== null) client.cookies.set("timeZone", cookie);
  await signUpToStep2(app.services.sql, client, {
    displayName: "Zoe Zone",
    email: `${uniqueName("zone")}@example.com`,
    password: "a good long one",
  });
  const step2 = await client.page("/register/step2");
  assert.equal(step2.status, 200);
  return step2.html;
}

const selectedZone = (html: string) =>
  /<option (?:selected="" value="([^"]+)"|value="([^"]+)" selected="")/.exec(html)?.slice(1).find(Boolean);

test("sign-up proposes the time zone the browser's cookie names", async (app) => {
  assert.equal(selectedZone(await shopStep(app, "Europe%2FBerlin")), "Europe/Berlin");
});

test("without the cookie, or with a zone the server does not know, sign-up proposes the default", async (app) => {
  assert.equal(selectedZone(await shopStep(app, null)), "America/New_York");
  assert.equal(selectedZone(await shopStep(app, "Mars%2FOlympus")), "America/New_York");
});
