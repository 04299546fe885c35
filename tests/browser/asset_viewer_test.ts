// The asset viewer of the component gallery in Chromium, as a shop owner meets it: previous/next buttons
// and arrow keys that stop at the ends, a filmstrip, the document stepped over (and shown as a placeholder
// when opened on), the video playing, the media-failure message for missing files, "Processing...",
// Show/Hide with the hidden-image warning, Delete with its question, failure and the move to the
// neighbour, closing when none are left. Full screen with the title on a phone, not on a desktop.
// Screenshots at 1280 and 390 wide, light and dark, go to test-output/browser/.
import assert from "node:assert/strict";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { ASSET_LIST_MESSAGES } from "../../modules/media/ui.ts";
import { LONG_LIVED } from "../support/app.ts";
import { DEMO_STAFF } from "../support/app_fixture.ts";
import { accessibilityViolations } from "../support/axe.ts";
import { screenshotPath } from "../support/browser.ts";
import { browserFixture, screenshots, watchedTab } from "../support/browser_fixture.ts";

let page: Page;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const fixture = browserFixture({
  async setup() {
    [, page] = await newPage(DESKTOP);
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `asset viewer: ${name}`, ...LONG_LIVED, fn });

async function newPage(viewport: { width: number; height: number }): Promise<[BrowserContext, Page]> {
  const { context, page } = await watchedTab(fixture, { viewport, hasTouch: true, user: DEMO_STAFF.owner });
  await openGallery(page);
  return [context, page];
}

/** The gallery's viewer section, as loaded: its sample assets as they start. */
async function openGallery(on: Page) {
  await on.goto(`${fixture.app.url}/demo/gallery#viewer`);
  await on.waitForSelector("html[data-hydrated]");
}

const viewer = (on: Page) => on.locator(".asset-viewer");
const samples = (on: Page) => on.getByRole("list", { name: "Sample assets" });
const filmstrip = (on: Page) => viewer(on).getByRole("list", { name: "Pictures and videos" });

async function openAt(on: Page, label: string) {
  await samples(on).getByRole("button", { name: label, exact: true }).click();
  await viewer(on).waitFor();
}

/** The filmstrip button marked current, by its label. */
const currentLabel = (on: Page) => filmstrip(on).locator("[aria-current=true]").getAttribute("aria-label");

async function closeViewer(on: Page) {
  await viewer(on).getByRole("button", { name: "Close", exact: true }).click();
  await viewer(on).waitFor({ state: "detached" });
}

test("previous/next and the arrow keys step through pictures and videos and stop at the ends", async () => {
  await openGallery(page);
  await openAt(page, "Front brake disc");
  const previous = viewer(page).getByRole("button", { name: "Previous" });
  const next = viewer(page).getByRole("button", { name: "Next" });
  assert.equal(await previous.isDisabled(), true, "previous is disabled at the first asset");
  assert.equal(await viewer(page).getByText("1 of 6").isVisible(), true, "the document is not counted");
  assert.equal(
    await viewer(page).getByRole("img", { name: "Front brake disc" }).getAttribute("src"),
    "/gallery-media/brake-disc-large.jpg",
  );
  assert.equal(
    await viewer(page).locator("picture source").getAttribute("srcset"),
    "/gallery-media/brake-disc-large.webp",
  );
  assert.equal(
    await viewer(page).getByRole("link", { name: "Full size" }).getAttribute("href"),
    "/gallery-media/brake-disc.jpg",
  );
  await next.click();
  assert.equal(await currentLabel(page), "Tire tread");
  // The work order (a document) is stepped over.
  await next.click();
  assert.equal(await currentLabel(page), "Test drive");
  assert.equal(await viewer(page).getByText("3 of 6").isVisible(), true);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await currentLabel(page), "Tire tread");
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await currentLabel(page), "Oil leak");
  assert.equal(await next.isDisabled(), true, "next is disabled at the last asset");
  assert.equal(await previous.isDisabled(), false);
  assert.equal(
    await page.evaluate(() => document.activeElement?.closest(".asset-viewer") !== null),
    true,
    "focus stays in the viewer",
  );
  // The filmstrip lists the six pictures and videos and moves to the one clicked.
  assert.deepEqual(
    await filmstrip(page).getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.ariaLabel)),
    ["Front brake disc", "Tire tread", "Test drive", "Wiper blade", "Engine noise at idle", "Oil leak"],
  );
  await filmstrip(page).getByRole("button", { name: "Tire tread" }).click();
  assert.equal(await viewer(page).getByRole("img", { name: "Tire tread" }).isVisible(), true);
  await page.screenshot({ path: await screenshotPath("asset-viewer-picture-desktop-light") });
});

test("a picture whose files are damaged shows the media-failure message", async () => {
  await openGallery(page);
  await filmstrip(page).getByRole("button", { name: "Oil leak" }).click();
  await viewer(page).getByText(ASSET_LIST_MESSAGES.mediaFailed).waitFor();
  assert.equal(await viewer(page).getByRole("img", { name: "Oil leak" }).count(), 0);
  await page.screenshot({ path: await screenshotPath("asset-viewer-failed-desktop-light") });
});

test("an asset still processing shows Processing... over its poster", async () => {
  await openGallery(page);
  await filmstrip(page).getByRole("button", { name: "Engine noise at idle" }).click();
  await viewer(page).getByRole("status").getByText("Processing...").waitFor();
  assert.equal(await viewer(page).locator("video").count(), 0);
});

test("the video plays from the transcoded MP4, with the poster and apac left out of the original's type", async () => {
  await openGallery(page);
  await filmstrip(page).getByRole("button", { name: "Test drive" }).click();
  const video = viewer(page).locator("video");
  await video.waitFor();
  assert.deepEqual(
    await video.evaluate((v: HTMLVideoElement) => ({
      controls: v.controls,
      playsInline: v.hasAttribute("playsinline"),
      preload: v.preload,
      poster: new URL(v.poster).pathname,
      sources: [...v.querySelectorAll("source")].map((s) => [new URL(s.src).pathname, s.type]),
    })),
    {
      controls: true,
      playsInline: true,
      preload: "metadata",
      poster: "/gallery-media/test-drive-poster.jpg",
      sources: [
        ["/gallery-media/test-drive.mp4", 'video/mp4; codecs="avc1.42C015, mp4a.40.2"'],
        ["/gallery-media/test-drive.mp4", 'video/mp4; codecs="avc1.42C015, mp4a.40.2"'],
      ],
    },
  );
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await page.waitForFunction(() => {
    const v = document.querySelector<HTMLVideoElement>(".asset-viewer video")!;
    return v.readyState >= 2 && v.currentTime > 0.2;
  });
  assert.equal(await viewer(page).getByRole("link", { name: "Full size" }).count(), 0);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  // Arrow keys on the video are its own (seeking), not the viewer's.
  await video.focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await currentLabel(page), "Test drive");
  await closeViewer(page);
});

test("opened on the document, the viewer shows a placeholder with a link to open it", async () => {
  await openGallery(page);
  await openAt(page, "work-order.pdf");
  assert.equal(await viewer(page).locator("p", { hasText: "work-order.pdf" }).isVisible(), true);
  assert.equal(
    await viewer(page).getByRole("link", { name: "Open file" }).getAttribute("href"),
    "/gallery-media/work-order.pdf",
  );
  assert.equal(await filmstrip(page).locator("[aria-current]").count(), 0);
  await page.screenshot({ path: await screenshotPath("asset-viewer-document-desktop-light") });
  // Its neighbours are the pictures and videos on either side of it.
  await page.keyboard.press("ArrowRight");
  assert.equal(await currentLabel(page), "Test drive");
  await closeViewer(page);
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent),
    "PDFwork-order.pdf",
    "focus is back on the sample that opened the viewer",
  );
});

test("on the desktop the viewer is a popup and the title is for screen readers only", async () => {
  await openGallery(page);
  await openAt(page, "Tire tread");
  const box = (await viewer(page).boundingBox())!;
  assert.ok(
    box.width < DESKTOP.width && box.height < DESKTOP.height,
    `a popup: ${box.width} x ${box.height}`,
  );
  assert.equal(await page.getByRole("dialog", { name: "Tire tread" }).count(), 1, "named by its asset");
  assert.equal(await viewer(page).locator(".visually-hidden", { hasText: "Tire tread" }).count(), 1);
  await closeViewer(page);
});

test("Hide warns that the image is hidden from reports; Show takes the warning away", async () => {
  await openGallery(page);
  await openAt(page, "Front brake disc");
  const warning = viewer(page).getByText(ASSET_LIST_MESSAGES.hiddenWarning);
  assert.equal(await warning.count(), 0);
  await viewer(page).getByRole("button", { name: "Hide" }).click();
  await warning.waitFor();
  await viewer(page).getByRole("button", { name: "Show" }).waitFor();
  await page.screenshot({ path: await screenshotPath("asset-viewer-hidden-desktop-light") });
  await viewer(page).getByRole("button", { name: "Show" }).click();
  await warning.waitFor({ state: "detached" });
  await viewer(page).getByRole("button", { name: "Hide" }).waitFor();
  // The sample that starts hidden shows the warning at once.
  await filmstrip(page).getByRole("button", { name: "Wiper blade" }).click();
  await warning.waitFor();
  // The caller's extra actions sit in the bar: Edit image for pictures only.
  await viewer(page).getByRole("button", { name: "Edit image" }).click();
  await page.getByText("Edit image: Wiper blade").waitFor();
  await filmstrip(page).getByRole("button", { name: "Test drive" }).click();
  assert.equal(await viewer(page).getByRole("button", { name: "Edit image" }).count(), 0);
  await closeViewer(page);
});

test("read-only: no action bar", async () => {
  await openGallery(page);
  await page.getByLabel("Read-only").check();
  await openAt(page, "Front brake disc");
  assert.equal(await viewer(page).getByRole("group", { name: "Actions" }).count(), 0);
  assert.equal(await viewer(page).getByRole("link", { name: "Full size" }).isVisible(), true);
  await closeViewer(page);
  await page.getByLabel("Read-only").uncheck();
});

/** Waits for the viewer to show the asset (the dialog is named by it). */
const shown = (on: Page, label: string) => on.getByRole("dialog", { name: label, exact: true }).waitFor();

/** Answers the delete question; true confirms. */
async function deleteCurrent(on: Page, confirmed: boolean) {
  await viewer(on).getByRole("button", { name: "Delete" }).click();
  const question = on.getByRole("dialog", { name: "Delete image" });
  await question.getByText(ASSET_LIST_MESSAGES.deleteConfirm).waitFor();
  await question.getByRole("button", { name: confirmed ? "Delete" : "Cancel" }).click();
  await question.waitFor({ state: "detached" });
}

test("Delete asks first; a failed delete says so; a delete moves to the neighbour; the last one closes", async () => {
  await openGallery(page);
  await page.getByLabel("Deletes fail").check();
  await openAt(page, "Tire tread");
  await deleteCurrent(page, false);
  assert.equal(await currentLabel(page), "Tire tread", "Cancel keeps it");
  await deleteCurrent(page, true);
  await viewer(page).getByRole("alert").getByText(ASSET_LIST_MESSAGES.deleteFailed).waitFor();
  assert.equal(await currentLabel(page), "Tire tread");
  await closeViewer(page);
  await page.getByLabel("Deletes fail").uncheck();

  await openAt(page, "Tire tread");
  await deleteCurrent(page, true);
  // The next picture or video (over the document) takes its place.
  await shown(page, "Test drive");
  assert.equal(await samples(page).getByRole("button", { name: "Tire tread" }).count(), 0);
  // At the end of the list the previous one takes its place, until none is left.
  await filmstrip(page).getByRole("button", { name: "Oil leak" }).click();
  await deleteCurrent(page, true);
  for (const left of ["Engine noise at idle", "Wiper blade", "Test drive", "Front brake disc"]) {
    await shown(page, left);
    await deleteCurrent(page, true);
  }
  await viewer(page).waitFor({ state: "detached" });
  assert.deepEqual(
    await samples(page).getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    ["PDFwork-order.pdf"],
  );
  await page.getByRole("button", { name: "Put the samples back" }).click();
});

test("on a phone the viewer fills the screen and shows the title; a swipe turns the page", async () => {
  const [phoneContext, phone] = await newPage(PHONE);
  await openAt(phone, "Front brake disc");
  const box = (await viewer(phone).boundingBox())!;
  assert.deepEqual([box.width, box.height], [PHONE.width, PHONE.height]);
  const title = phone.getByRole("heading", { name: "Front brake disc" });
  assert.equal(await title.isVisible(), true);
  await swipe(viewer(phone).locator(".viewer-stage"), -120);
  await phone.getByRole("heading", { name: "Tire tread" }).waitFor();
  await swipe(viewer(phone).locator(".viewer-stage"), 120);
  await phone.getByRole("heading", { name: "Front brake disc" }).waitFor();
  // Tap targets: the step buttons are at least 44 px.
  const step = (await viewer(phone).getByRole("button", { name: "Next" }).boundingBox())!;
  assert.ok(step.width >= 44 && step.height >= 44);
  await phone.screenshot({ path: await screenshotPath("asset-viewer-picture-phone-light") });
  await phoneContext.close();
});

/** A one-finger sideways swipe on the element, as pointer events. */
async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const init = { pointerType: "touch", isPrimary: true, pointerId: 7, bubbles: true };
  await target.dispatchEvent("pointerdown", { ...init, clientX: x, clientY: y });
  await target.dispatchEvent("pointerup", { ...init, clientX: x + dx, clientY: y + 5 });
}

test("screenshots of the gallery section and the open viewer, 1280 and 390 wide, light and dark; no accessibility violations", async () => {
  const [shotContext, shot] = await newPage(DESKTOP);
  await screenshots(shot, "asset-viewer-section", { part: shot.locator("#viewer") });
  await openAt(shot, "Wiper blade");
  await shot.getByRole("img", { name: "Wiper blade" }).evaluate((img: HTMLImageElement) => img.decode());
  await screenshots(shot, "asset-viewer-open", {
    fullPage: false,
    async check(shown, view) {
      assert.equal(
        await accessibilityViolations(shown, { scope: ".asset-viewer" }),
        "",
        `${view.width} ${view.colorScheme}`,
      );
    },
  });
  await filmstrip(shot).getByRole("button", { name: "Test drive" }).click();
  await screenshots(shot, "asset-viewer-video", { fullPage: false });
  await shotContext.close();
});
