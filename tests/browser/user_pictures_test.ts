// Pictures on a member's own page, on their user page and on an inspection type's page, in Chromium through
// the real upload protocol. A mechanic uploads a photo on "Your profile" and makes it their profile
// picture: it shows in the page heading and beside their name in the header, and still after a reload;
// "Stop using as profile picture" takes it away. A manager sees the mechanic's pictures read-only, the
// owner may change them. An owner adds a picture to an inspection type; a mechanic sees it without tools.
// Screenshots at 1280 and 390, light and dark.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { screenshotPath, signedInTab } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";
import { type InspectionShop, inspectionShop, PASSWORD } from "../support/inspection_shop.ts";

let shop: InspectionShop;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PHOTO = Buffer.from(
  Deno.readFileSync(new URL("../fixtures/media/oriented_gps.jpg", import.meta.url)),
);

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `user pictures: ${name}`, ...LONG_LIVED, fn });

type Person = "owner" | "manager" | "mechanic";

async function tabOf(
  who: Person,
  path: string,
  viewport = DESKTOP,
  colorScheme: "light" | "dark" = "light",
) {
  const user = { email: shop[who].email, password: PASSWORD };
  return await signedInTab(fixture.browser, fixture.app.url, user, `/${shop.shop.uriName}${path}`, {
    viewport,
    colorScheme,
    errors: fixture.consoleErrors,
  });
}

const grid = (on: Page, label: string) => on.getByRole("list", { name: label });
const headingAvatar = (on: Page) => on.locator("h1 img.avatar");
const headerAvatar = (on: Page) => on.locator(".user-menu img.avatar");

/** Waits until the image has loaded from its URL. */
async function loaded(on: Page, selector: ReturnType<Page["locator"]>) {
  await selector.waitFor();
  await on.waitForFunction(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    await selector.elementHandle(),
  );
}

async function upload(on: Page, name: string) {
  await on.getByLabel("Add photos or videos").setInputFiles([{
    name,
    mimeType: "image/jpeg",
    buffer: PHOTO,
  }]);
  await on.locator(".upload-item").first().waitFor({ state: "detached", timeout: 60_000 });
}

async function choose(on: Page, assetName: string, action: string) {
  await on.getByRole("button", { name: `Menu for ${assetName}` }).click();
  await on.getByRole("dialog", { name: `Menu for ${assetName}` }).getByRole("button", { name: action })
    .click();
}

const avatarUrlInDatabase = async () => {
  const rows = await fixture.sql<{ file_name: string }[]>`
    select file_name from assets
    where subclass = 'UserAsset' and owner_id = ${shop.mechanic.id} and shop_id = ${shop.shop.id}
      and purpose = 'avatar' and status <> 'softDeleted'`;
  return rows.map((row) => row.file_name);
};

const fixture = browserFixture({
  async setup({ sql }) {
    shop = await inspectionShop(sql);
  },
});

/** Carl's carl.jpg is his profile picture, as the first test leaves it. */
async function carlsProfilePicture(): Promise<void> {
  if ((await avatarUrlInDatabase()).length > 0) return;
  const { context, page } = await tabOf("mechanic", "/users/me");
  const carl = grid(page, "Your pictures").locator("li").filter({ hasText: "carl.jpg" });
  if (await carl.count() === 0) await upload(page, "carl.jpg");
  await choose(page, "carl.jpg", "Use as profile picture");
  await loaded(page, headingAvatar(page));
  await context.close();
}

test("a mechanic makes an uploaded photo their profile picture; it stays after a reload", async () => {
  const { context, page } = await tabOf("mechanic", "/users/me");
  assert.equal(await headingAvatar(page).count(), 0, "no profile picture yet");
  assert.equal(await headerAvatar(page).count(), 0);
  await upload(page, "carl.jpg");
  await loaded(
    page,
    grid(page, "Your pictures").locator("li").filter({ hasText: "carl.jpg" }).locator("img"),
  );

  await choose(page, "carl.jpg", "Use as profile picture");
  await loaded(page, headingAvatar(page));
  await loaded(page, headerAvatar(page));
  assert.equal(await headingAvatar(page).getAttribute("alt"), "Profile picture");
  assert.match((await headingAvatar(page).getAttribute("src"))!, /^\/media\//);
  assert.deepEqual(await avatarUrlInDatabase(), ["carl.jpg"]);

  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await loaded(page, headingAvatar(page));
  await loaded(page, headerAvatar(page));
  // The header's picture is on every page of the shop, not just this one.
  await page.getByRole("link", { name: "Inspections" }).click();
  await page.waitForURL(/\/inspections$/);
  await loaded(page, headerAvatar(page));
  await context.close();
});

test("a user's picture is marked up in the image editor, in the shop of the page that opened it", async () => {
  await carlsProfilePicture();
  const { context, page } = await tabOf("mechanic", "/users/me");
  const items = grid(page, "Your pictures").locator(":scope > li");
  const before = await items.count();
  await choose(page, "carl.jpg", "Edit image");
  const editor = page.frameLocator("iframe[title='Image editor']");
  const canvas = editor.locator("canvas.image-editor-canvas");
  await canvas.waitFor();
  await editor.getByRole("group", { name: "Tool" }).getByRole("button", { name: "Box" }).click();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7, { steps: 4 });
  await page.mouse.up();
  await editor.getByRole("button", { name: "Save" }).click();
  await page.locator(".editor-overlay").waitFor({ state: "hidden" });
  const [copy] = await fixture.sql<{ parent: string }[]>`
    select p.file_name as parent from assets a join assets p on p.id = a.parent_asset_id
    where a.subclass = 'UserAsset' and a.owner_id = ${shop.mechanic.id} and a.shop_id = ${shop.shop.id}`;
  assert.equal(copy?.parent, "carl.jpg", "the copy was saved for the mechanic in this shop");
  // The copy takes the original's place in the list.
  await page.waitForFunction(
    ([selector, count]) => document.querySelectorAll(selector as string).length === count,
    [`[aria-label="Your pictures"] > li`, before] as const,
  );
  await context.close();
});

test("a manager sees a mechanic's pictures read-only; the owner may change them", async () => {
  await carlsProfilePicture();
  const path = `/users/${shop.mechanic.id}/edit`;
  const manager = await tabOf("manager", path);
  await loaded(manager.page, headingAvatar(manager.page));
  const pictures = grid(manager.page, "Pictures of Carl Mechanic");
  await loaded(manager.page, pictures.locator("img").first());
  assert.equal(await manager.page.getByLabel("Add photos or videos").count(), 0, "no upload area");
  assert.equal(await manager.page.getByRole("button", { name: "Menu for carl.jpg" }).count(), 0, "no menu");
  // The manager's own header shows no picture: the mechanic's is not theirs.
  assert.equal(await headerAvatar(manager.page).count(), 0);
  await manager.context.close();

  const owner = await tabOf("owner", path);
  await loaded(owner.page, headingAvatar(owner.page));
  await owner.page.getByRole("button", { name: "Menu for carl.jpg" }).click();
  const menu = owner.page.getByRole("dialog", { name: "Menu for carl.jpg" });
  await menu.getByRole("button", { name: "Stop using as profile picture" }).waitFor();
  assert.ok(await owner.page.getByLabel("Add photos or videos").count() > 0, "the owner may upload");
  await owner.context.close();
});

test("screenshots of the profile page at 1280 and 390, light and dark", async () => {
  await carlsProfilePicture();
  const me = await tabOf("mechanic", "/users/me");
  await loaded(me.page, headingAvatar(me.page));
  await me.page.getByRole("heading", { name: "Pictures" }).scrollIntoViewIfNeeded();
  await screenshots(me.page, "user-pictures-me");
  await me.context.close();
  const { context, page } = await tabOf("manager", `/users/${shop.mechanic.id}/edit`, PHONE);
  await loaded(page, headingAvatar(page));
  await page.screenshot({ path: await screenshotPath("user-pictures-manager-390-light"), fullPage: true });
  await context.close();
});

test("'Stop using as profile picture' takes it away from the heading and the header", async () => {
  await carlsProfilePicture();
  const { context, page } = await tabOf("mechanic", "/users/me");
  await loaded(page, headerAvatar(page));
  await choose(page, "carl.jpg", "Stop using as profile picture");
  await headingAvatar(page).waitFor({ state: "detached" });
  await headerAvatar(page).waitFor({ state: "detached" });
  assert.deepEqual(await avatarUrlInDatabase(), []);
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  assert.equal(await headingAvatar(page).count(), 0);
  assert.equal(await headerAvatar(page).count(), 0);
  // The picture itself stays in the list.
  await grid(page, "Your pictures").locator("li").filter({ hasText: "carl.jpg" }).waitFor();
  await context.close();
});

test("an owner adds a picture to an inspection type; a mechanic sees it without tools", async () => {
  const path = `/inspection-types/${shop.typeId}/edit`;
  const label = "Pictures and videos of this inspection type";
  const owner = await tabOf("owner", path);
  await owner.page.getByRole("heading", { name: "Pictures and videos" }).waitFor();
  await upload(owner.page, "courtesy-check.jpg");
  await loaded(
    owner.page,
    grid(owner.page, label).locator("li").filter({ hasText: "courtesy-check.jpg" }).locator("img"),
  );
  const [row] = await fixture.sql<{ shop_id: number; owner_id: number }[]>`
    select shop_id, owner_id from assets where subclass = 'InspectionTypeAsset' and file_name = 'courtesy-check.jpg'`;
  assert.deepEqual(row, { shop_id: shop.shop.id, owner_id: shop.typeId });
  await owner.page.screenshot({ path: await screenshotPath("type-pictures-1280-light"), fullPage: true });
  await owner.context.close();

  for (const [viewport, width, mode] of [[DESKTOP, 1280, "dark"], [PHONE, 390, "light"]] as const) {
    const mechanic = await tabOf("mechanic", path, viewport, mode);
    await mechanic.page.evaluate((m) => document.documentElement.dataset.colorMode = m, mode);
    await loaded(mechanic.page, grid(mechanic.page, label).locator("img").first());
    assert.equal(await mechanic.page.getByLabel("Add photos or videos").count(), 0);
    assert.equal(await mechanic.page.getByRole("button", { name: "Menu for courtesy-check.jpg" }).count(), 0);
    await mechanic.page.screenshot({
      path: await screenshotPath(`type-pictures-mechanic-${width}-${mode}`),
      fullPage: true,
    });
    await mechanic.context.close();
  }
});
