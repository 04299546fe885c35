// The shop's pictures and videos page in Chromium: a manager finds it by the header's Pictures link, uploads
// two JPEGs, marks one as the logo and one as shared with inspections in their menus; on an inspection's
// Images tab "Add shared image or video" then offers the shared one (not the logo) and Add copies it in. A
// mechanic sees the shop's pictures without upload or menus, and no header link; the owner of another shop
// gets the shop's 404. Screenshots at 1280 and 390, light and dark.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { signedInClient } from "../support/app_fixture.ts";
import { screenshotPath, signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { logoJpeg } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";

let shop: InspectionShop;
let inspection: { id: number; encId: string };
let page: Page;
const DESKTOP = { width: 1280, height: 800 };
const SHARED = "courtesy-wash-bay.jpg";
const LOGO = "bay-street-logo.jpg";
const jpeg = () =>
  Buffer.from(Deno.readFileSync(new URL("../fixtures/media/oriented_gps.jpg", import.meta.url)));

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `shop media: ${name}`, ...LONG_LIVED, fn });

const mediaPath = () => `/${shop.shop.uriName}/media`;

function tabOf(who: { email: string }, path: string) {
  return signedInTab(
    fixture.browser,
    fixture.app.url,
    { email: who.email, password: PASSWORD },
    path,
    {
      viewport: DESKTOP,
      errors: fixture.consoleErrors,
    },
  );
}

const shopGrid = (on: Page) => on.getByRole("list", { name: "Shop pictures and videos" });
const shopItem = (on: Page, name: string) => shopGrid(on).locator(":scope > li").filter({ hasText: name });

async function thumbnailLoaded(on: Page, name: string) {
  const img = shopItem(on, name).locator(".asset-thumbnail img");
  await img.waitFor({ timeout: 60_000 });
  await on.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await img.elementHandle(),
  );
}

async function shopAssets() {
  const rows = await fixture.sql<{ file_name: string; purpose: string }[]>`
    select file_name, purpose from assets
    where subclass = 'ShopAsset' and shop_id = ${shop.shop.id} and status = 'visible' order by id`;
  return rows.map((row) => [row.file_name, row.purpose]);
}

async function setPurpose(name: string, purpose: string) {
  await page.getByRole("button", { name: `Menu for ${name}` }).click();
  const menu = page.getByRole("dialog", { name: `Menu for ${name}` });
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "PATCH" && r.status() === 204),
    menu.getByLabel("Purpose").selectOption(purpose),
  ]);
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
}

const fixture = browserFixture({
  async setup({ app, sql }) {
    shop = await inspectionShop(sql);
    inspection = await newInspection(sql, app.services.keys, shop);
    ({ page } = await tabOf(shop.manager, `/${shop.shop.uriName}/inspections`));
  },
});

/** The two pictures as the manager's upload test leaves them: the logo, and the one shared with inspections. */
async function picturesUploaded(): Promise<void> {
  if ((await shopAssets()).length > 0) return;
  const manager = await signedInClient(fixture.app, shop.manager.email, PASSWORD);
  await manager.page(mediaPath());
  for (const [name, purpose] of [[LOGO, "logo"], [SHARED, "inspection"]]) {
    const bytes = name === LOGO ? await logoJpeg() : new Uint8Array(jpeg());
    const run = await uploadThrough(manager, `/ajax/shops/${shop.shop.id}/assets/create`, bytes, name);
    const assetId = run.completed.uploadResults[0].assetId;
    const patched = await manager.call(`/ajax/shops/${shop.shop.id}/assets/${assetId}`, "PATCH", { purpose });
    assert.equal(patched.status, 204, await patched.text());
  }
}

test("a manager opens Pictures from the shop's header", async () => {
  await page.getByRole("navigation", { name: "Shop sections" }).getByRole("link", { name: "Pictures" })
    .click();
  await page.getByRole("heading", { level: 1, name: "Pictures and videos" }).waitFor();
  assert.equal(new URL(page.url()).pathname, mediaPath());
  await page.getByText("No images or videos yet.").waitFor();
});

test("the manager uploads two JPEGs and sets the logo and the one shared with inspections", async () => {
  await page.goto(`${fixture.app.url}${mediaPath()}`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Add photos or videos").setInputFiles([
    { name: LOGO, mimeType: "image/jpeg", buffer: Buffer.from(await logoJpeg()) },
    { name: SHARED, mimeType: "image/jpeg", buffer: jpeg() },
  ]);
  await thumbnailLoaded(page, LOGO);
  await thumbnailLoaded(page, SHARED);
  await setPurpose(LOGO, "logo");
  await setPurpose(SHARED, "inspection");
  assert.deepEqual(await shopAssets(), [[LOGO, "logo"], [SHARED, "inspection"]]);
  // After a reload each picture's badge and the menu say what was saved.
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  const badges = (name: string) =>
    page.locator("[data-asset-id]").filter({ hasText: name }).locator(".asset-badges");
  assert.equal(await badges(LOGO).innerText(), "Shop logo");
  assert.equal(await badges(SHARED).innerText(), "Shared with inspections");
  await page.getByRole("button", { name: `Menu for ${SHARED}` }).click();
  const menu = page.getByRole("dialog", { name: `Menu for ${SHARED}` });
  assert.equal(await menu.getByLabel("Purpose").inputValue(), "inspection");
  await page.screenshot({ path: await screenshotPath("shop-media-menu-1280-light") });
  await page.keyboard.press("Escape");
});

test("an inspection's Add shared image or video offers the shared picture, and Add copies it in", async () => {
  await picturesUploaded();
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${inspection.encId}/images`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("button", { name: "Add shared image or video" }).click();
  const dialog = page.getByRole("dialog", { name: "Add shared image or video to Inspection" });
  const shopSource = dialog.getByRole("group", { name: "Shop's shared images and videos" });
  const shared = shopSource.getByRole("checkbox", { name: SHARED });
  await shared.waitFor();
  assert.equal(await shopSource.getByRole("checkbox", { name: LOGO }).count(), 0, "the logo is not shared");
  await shared.check();
  await dialog.getByRole("button", { name: "Add" }).click();
  await dialog.waitFor({ state: "detached" });
  const grid = page.getByRole("list", { name: "Inspection images and videos" });
  await grid.locator(":scope > li").filter({ hasText: SHARED }).waitFor();
  const copies = await fixture.sql<{ file_name: string }[]>`
    select file_name from assets where subclass = 'InspectionAsset' and owner_id = ${inspection.id}`;
  assert.deepEqual(copies.map((row) => row.file_name), [SHARED]);
});

test("a mechanic sees the shop's pictures read-only, without the header link", async () => {
  await picturesUploaded();
  const { context: tab, page: mechanic } = await tabOf(shop.mechanic, mediaPath());
  await thumbnailLoaded(mechanic, SHARED);
  await thumbnailLoaded(mechanic, LOGO);
  assert.equal(await mechanic.getByLabel("Add photos or videos").count(), 0, "no upload");
  assert.equal(await mechanic.getByRole("button", { name: "Take photo" }).count(), 0, "no camera");
  assert.equal(await mechanic.getByRole("button", { name: /^Menu for / }).count(), 0, "no menus");
  assert.equal(
    await mechanic.getByRole("navigation", { name: "Shop sections" }).getByRole("link", { name: "Pictures" })
      .count(),
    0,
  );
  await mechanic.getByText("Shop owners and managers add and change them.").waitFor();
  // Looking is still allowed: the viewer opens.
  await mechanic.getByRole("button", { name: `Open ${SHARED}` }).click();
  await mechanic.locator(".asset-viewer[role=dialog] img").first().waitFor();
  await mechanic.screenshot({ path: await screenshotPath("shop-media-mechanic-viewer-1280-light") });
  await tab.close();
});

test("the owner of another shop gets the shop's 404 and none of its pictures", async () => {
  const { context: tab, page: outsider } = await tabOf(shop.outsider, mediaPath());
  await outsider.getByText("There is no shop at this address. Check the link you followed.").waitFor();
  assert.equal(await outsider.getByText(SHARED).count(), 0);
  assert.equal(await outsider.locator(".asset-grid").count(), 0);
  await outsider.screenshot({ path: await screenshotPath("shop-media-other-shop-1280-light") });
  await tab.close();
});

test("screenshots of the page at 1280 and 390, light and dark", async () => {
  await picturesUploaded();
  for (const [who, role] of [[shop.owner, "owner"], [shop.mechanic, "mechanic"]] as const) {
    const { context: tab, page: opened } = await tabOf(who, mediaPath());
    await thumbnailLoaded(opened, SHARED);
    await thumbnailLoaded(opened, LOGO);
    await screenshots(opened, `shop-media-${role}`);
    await tab.close();
  }
});
