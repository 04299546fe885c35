// The shop's pictures and videos page (/{shop}/media) over real HTTP with real sign-ins: owners and managers
// get the page with its upload area and the Pictures link in the header; a mechanic gets the same pictures
// read-only and no link; the owner of another shop gets the 404 and never the shop's pictures; signed out
// goes to sign in.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, type Role } from "../support/app_fixture.ts";
import { type InspectionShop, inspectionShop } from "../support/inspection_shop.ts";
import { inspectionShopSessions } from "../support/inspection_shop_sessions.ts";
import { mediaFixture } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";

let shop: InspectionShop;
const SHARED = "courtesy-wash-bay.jpg";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `shop media page: ${name}`, ...LONG_LIVED, fn });

const page = (role: Role) =>
  sessions[role].request(`/${shop.shop.uriName}/media`, { headers: { Accept: "text/html" } });

const fixture = appFixture({
  async setup({ app, sql, sessions }) {
    shop = await inspectionShop(sql);
    Object.assign(sessions, await inspectionShopSessions(app, shop));
    const run = await uploadThrough(
      sessions.manager,
      `/ajax/shops/${shop.shop.id}/assets/create`,
      Deno.readFileSync(mediaFixture("oriented_gps.jpg")),
      SHARED,
    );
    assert.equal(run.final.sasUploadStatus, "done");
  },
});
const { sessions } = fixture;

test("owners and managers get the pictures, the upload area and the Pictures link", async () => {
  for (const role of ["owner", "manager"] as const) {
    const response = await page(role);
    const html = await response.text();
    assert.equal(response.status, 200, role);
    assert.match(html, /<h1[^>]*>Pictures and videos<\/h1>/, role);
    assert.ok(html.includes(SHARED), `${role} sees the shop's picture`);
    assert.ok(html.includes("Add photos or videos"), `${role} may upload`);
    assert.ok(html.includes(`href="/${shop.shop.uriName}/media"`), `${role} has the header link`);
  }
});

test("a mechanic sees the same pictures read-only, without the header link", async () => {
  const response = await page("mechanic");
  const html = await response.text();
  assert.equal(response.status, 200);
  assert.ok(html.includes(SHARED));
  // In the page's main part: the page's words (the upload area's among them) also travel in its data.
  const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)![0];
  assert.ok(!main.includes("Add photos or videos"), "no upload area");
  assert.ok(!html.includes(`href="/${shop.shop.uriName}/media"`), "no header link");
  assert.ok(html.includes("Shop owners and managers add and change them."));
});

test("another shop's owner gets the 404 and none of the shop's pictures", async () => {
  const response = await page("otherShopOwner");
  const html = await response.text();
  assert.equal(response.status, 404);
  assert.ok(html.includes("There is no shop at this address."));
  assert.ok(!html.includes(SHARED));
  assert.ok(!html.includes(`/ajax/shops/${shop.shop.id}/`), "not even the shop's calls");
});

test("signed out goes to sign in", async () => {
  const response = await page("anonymous");
  await response.body?.cancel();
  assert.ok([302, 303, 307].includes(response.status), String(response.status));
  assert.match(response.headers.get("Location") ?? "", /^\/login\?/);
});
