// The camera dialog and the image editor of the component gallery in Chromium, with Chromium's fake camera
// (a moving test pattern): take a photo, Retake, Use photo gives a JPEG; the camera is off however the
// dialog closes; a refused permission shows the seed's sentence. In the editor the owner draws an arrow, a
// box, a circle and a text, undoes and redoes, turns, crops and saves: the file has the turned, cropped
// size and the box's red where the box was drawn. Screenshots at 1280 and 390 wide, light and dark.
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { CAMERA_MESSAGES } from "../../modules/media/ui.ts";
import { LONG_LIVED } from "../support/app.ts";
import { screenshotPath, signIn, USER_AGENT } from "../support/browser.ts";
import { browserFixture, screenshots } from "../support/browser_fixture.ts";

let page: Page;

const DESKTOP = { width: 1280, height: 800 };

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `camera and editor: ${name}`, ...LONG_LIVED, fn });

/** A signed-in page on the gallery's media section; camera granted unless said otherwise. */
async function galleryPage(
  viewport: { width: number; height: number },
  options: { camera?: boolean } = {},
): Promise<[BrowserContext, Page]> {
  const context = await fixture.browser.newContext({
    userAgent: USER_AGENT,
    viewport,
    // The test reads the produced file's bytes back through its blob: address, which the app's CSP
    // (connect-src 'self') rightly refuses to the page itself.
    bypassCSP: true,
  });
  if (options.camera !== false) await context.grantPermissions(["camera"], { origin: fixture.app.url });
  // Keeps every stream the page opens, so the test can see whether its tracks were stopped.
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const open = devices.getUserMedia.bind(devices);
    const streams: MediaStream[] = [];
    (globalThis as unknown as { openedStreams: MediaStream[] }).openedStreams = streams;
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => fixture.consoleErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") fixture.consoleErrors.push(message.text());
  });
  await signIn(page, fixture.app.url, "owner@demo.example", "demo-owner-2026");
  await openGallery(page);
  return [context, page];
}

/** The gallery's media section, loaded afresh: no camera opened yet. */
async function openGallery(on: Page) {
  await on.goto(`${fixture.app.url}/demo/gallery#media`);
  await on.waitForSelector("html[data-hydrated]");
}

/** The ready state of every camera track the page opened. */
const trackStates = (on: Page) =>
  on.evaluate(() =>
    (globalThis as unknown as { openedStreams: MediaStream[] }).openedStreams
      .flatMap((stream) => stream.getTracks().map((track) => track.readyState))
  );

const cameraDialog = (on: Page) => on.getByRole("dialog", { name: "Take a photo" });

async function openCamera(on: Page) {
  await on.getByRole("button", { name: "Take a photo…" }).click();
  await cameraDialog(on).waitFor();
  await cameraDialog(on).getByRole("button", { name: "Take photo" }).and(on.locator(":enabled")).waitFor();
  // The first frames of the fake camera arrive a moment after the stream.
  await on.waitForFunction(() =>
    (document.querySelector("video.camera-live") as HTMLVideoElement)?.videoWidth > 0
  );
}

// Chromium with a fake camera. Refused loads (the denied camera's test) are logged by the browser.
const fixture = browserFixture({
  chromiumArgs: ["--use-fake-device-for-media-stream"],
  expectedErrors: /Failed to load resource/,
  async setup() {
    [, page] = await galleryPage(DESKTOP);
  },
});

test("take a photo, Retake, take another and use it: a JPEG arrives and the camera is off", async () => {
  await openGallery(page);
  await openCamera(page);
  const dialog = cameraDialog(page);
  const use = dialog.getByRole("button", { name: "Use photo" });
  assert.equal(await use.isDisabled(), true, "nothing to use before a photo is taken");
  await dialog.getByRole("button", { name: "Take photo" }).click();
  await dialog.getByRole("img", { name: "Photo taken" }).waitFor();
  assert.equal(await use.isEnabled(), true, "a snapshot can be used");
  assert.equal(await dialog.getByLabel("Live camera preview").isVisible(), false);
  await page.screenshot({ path: await screenshotPath("camera-snapshot-desktop-light") });

  await dialog.getByRole("button", { name: "Retake" }).click();
  await dialog.getByLabel("Live camera preview").waitFor();
  assert.equal(await use.isDisabled(), true, "Retake goes back to the live preview");
  assert.deepEqual(await trackStates(page), ["live"]);

  await dialog.getByRole("button", { name: "Take photo" }).click();
  await use.click();
  await dialog.waitFor({ state: "detached" });
  const caption = page.locator(".media-produced figcaption");
  await caption.waitFor();
  assert.match(
    await caption.locator("[data-produced=name]").innerText(),
    /^photo-\d{4}-\d{2}-\d{2}-\d{6}\.jpg$/,
  );
  assert.equal(await caption.locator("[data-produced=type]").innerText(), "image/jpeg");
  assert.match(await caption.locator("[data-produced=dimensions]").innerText(), /^\d{3,4} × \d{3,4}$/);
  // The file really is a JPEG: its first bytes are the JPEG start-of-image marker.
  const magic = await page.evaluate(async () => {
    const url = (document.querySelector(".media-produced img") as HTMLImageElement).src;
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return [...bytes.slice(0, 3)];
  });
  assert.deepEqual(magic, [0xff, 0xd8, 0xff]);
  assert.deepEqual(await trackStates(page), ["ended"], "Use photo stopped the camera");
});

/** The page has used the camera once, as the first test leaves it. */
async function cameraUsedOnce(): Promise<void> {
  if ((await trackStates(page)).length > 0) return;
  await openCamera(page);
  await cameraDialog(page).getByRole("button", { name: "Take photo" }).click();
  await cameraDialog(page).getByRole("button", { name: "Use photo" }).click();
  await cameraDialog(page).waitFor({ state: "detached" });
}

test("closing with Esc or Close stops the camera too", async () => {
  await cameraUsedOnce();
  for (const close of ["Escape", "Close"]) {
    await openCamera(page);
    if (close === "Escape") await page.keyboard.press("Escape");
    else await cameraDialog(page).getByRole("button", { name: "Close" }).click();
    await cameraDialog(page).waitFor({ state: "detached" });
    const states = await trackStates(page);
    assert.ok(states.length >= 2 && states.every((state) => state === "ended"), `${close}: ${states}`);
  }
});

test("a refused camera permission asks the user to re-open and allow access", async () => {
  const [context, refused] = await galleryPage(DESKTOP, { camera: false });
  await refused.getByRole("button", { name: "Take a photo…" }).click();
  const alert = cameraDialog(refused).getByRole("alert");
  await alert.waitFor();
  assert.equal(await alert.innerText(), CAMERA_MESSAGES.permissionDenied);
  assert.equal(await cameraDialog(refused).getByRole("button", { name: "Take photo" }).isDisabled(), true);
  await refused.screenshot({ path: await screenshotPath("camera-denied-desktop-light") });
  await context.close();
});

const editor = (on: Page) => on.getByRole("dialog", { name: /^Edit picture/ });
const canvas = (on: Page) => on.locator("canvas.image-editor-canvas");

/** The visible part of the picture, in the turned picture's pixels, as the test expects it. */
let crop = { x: 0, y: 0, width: 1200, height: 800 };

/** Drags on the picture between two points given in picture pixels. */
async function dragOnPicture(on: Page, from: [number, number], to: [number, number]) {
  const box = (await canvas(on).boundingBox())!;
  const client = ([x, y]: [number, number]) => [
    box.x + ((x - crop.x) / crop.width) * box.width,
    box.y + ((y - crop.y) / crop.height) * box.height,
  ];
  const [x1, y1] = client(from), [x2, y2] = client(to);
  await on.mouse.move(x1, y1);
  await on.mouse.down();
  await on.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 3 });
  await on.mouse.move(x2, y2, { steps: 3 });
  await on.mouse.up();
}

const markCount = async (on: Page) =>
  Number((await canvas(on).getAttribute("aria-label"))!.match(/(\d+) marks?\b/)![1]);

async function openEditor(on: Page) {
  await on.getByRole("button", { name: "Edit sample picture…" }).click();
  await editor(on).waitFor();
  await canvas(on).waitFor();
}

test("the editor: arrow, box, circle and text; undo and redo; turn, crop and save", async () => {
  await openGallery(page);
  crop = { x: 0, y: 0, width: 1200, height: 800 };
  await openEditor(page);
  const tool = (name: string) =>
    editor(page).getByRole("group", { name: "Tool" }).getByRole("button", { name });
  assert.equal(await tool("Arrow").getAttribute("aria-pressed"), "true", "the arrow is ready at once");
  assert.equal(
    await editor(page).getByRole("button", { name: "Red", exact: true }).getAttribute("aria-pressed"),
    "true",
    "red is the default ink",
  );
  await dragOnPicture(page, [700, 600], [900, 450]);
  await tool("Box").click();
  await dragOnPicture(page, [120, 80], [480, 320]);
  await tool("Circle").click();
  await editor(page).getByRole("button", { name: "Yellow", exact: true }).click();
  await dragOnPicture(page, [800, 100], [1100, 300]);
  await tool("Text").click();
  await editor(page).getByLabel("Text").fill("Leak");
  await dragOnPicture(page, [700, 700], [700, 700]);
  assert.equal(await markCount(page), 4);
  await page.screenshot({ path: await screenshotPath("editor-marks-desktop-light") });

  await editor(page).getByRole("button", { name: "Undo" }).click();
  assert.equal(await markCount(page), 3, "the text is undone");
  await canvas(page).focus();
  await page.keyboard.press("Control+Shift+Z");
  assert.equal(await markCount(page), 4, "and redone with Ctrl+Shift+Z");
  await page.keyboard.press("Control+Z");
  await page.keyboard.press("Control+Z");
  assert.equal(await markCount(page), 2, "Ctrl+Z undoes the circle too");
  await editor(page).getByRole("button", { name: "Redo" }).click();
  await editor(page).getByRole("button", { name: "Redo" }).click();
  assert.equal(await markCount(page), 4);

  // Select the arrow and delete it with the Delete key; Undo brings it back exactly.
  await tool("Select").click();
  await dragOnPicture(page, [800, 525], [800, 525]);
  assert.equal(await editor(page).getByRole("button", { name: "Delete mark" }).isEnabled(), true);
  await page.keyboard.press("Delete");
  assert.equal(await markCount(page), 3);
  await page.keyboard.press("Control+Z");
  assert.equal(await markCount(page), 4);

  // A clockwise turn: the picture is 800 wide and 1200 high; the box now spans x 480–720, y 120–480.
  await editor(page).getByRole("button", { name: "Rotate right" }).click();
  crop = { x: 0, y: 0, width: 800, height: 1200 };
  const shown = (await canvas(page).boundingBox())!;
  assert.ok(shown.height > shown.width, `the preview is upright now: ${shown.width} × ${shown.height}`);
  await tool("Crop").click();
  const apply = editor(page).getByRole("button", { name: "Apply crop" });
  assert.equal(await apply.isDisabled(), true, "nothing to apply before a rectangle is drawn");
  await dragOnPicture(page, [400, 100], [800, 700]);
  await page.screenshot({ path: await screenshotPath("editor-crop-desktop-light") });
  await apply.click();
  crop = { x: 400, y: 100, width: 400, height: 600 };

  await editor(page).getByRole("button", { name: "Save" }).click();
  await editor(page).waitFor({ state: "detached" });
  assert.equal(
    await page.getByRole("status").filter({ hasText: "Editor closed" }).innerText(),
    "Editor closed: savedSuccessfully.",
  );
  const caption = page.locator(".media-produced figcaption");
  await caption.getByText("Edited picture").waitFor();
  assert.equal(await caption.locator("[data-produced=name]").innerText(), "sample-photo.jpg");
  assert.equal(await caption.locator("[data-produced=dimensions]").innerText(), "400 × 600");
  // The box's left edge is at x 480 of the turned picture: x 80 of the crop, from y 20 to 380.
  const pixels = await page.evaluate(async () => {
    const img = document.querySelector(".media-produced img") as HTMLImageElement;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
    return { edge: at(80, 200), inside: at(200, 200) };
  });
  const [r, g, b] = pixels.edge;
  assert.ok(r > 180 && g < 80 && b < 80, `the box's red where it was drawn: ${pixels.edge}`);
  assert.ok(pixels.inside[2] > 150, `the picture inside the box is untouched: ${pixels.inside}`);
});

test("Esc and Cancel close the editor with their reasons, nothing saved", async () => {
  await openGallery(page);
  await openEditor(page);
  await page.keyboard.press("Escape");
  await editor(page).waitFor({ state: "detached" });
  await page.getByRole("status").getByText("Editor closed: escKey.").waitFor();
  await openEditor(page);
  await editor(page).getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("status").getByText("Editor closed: closeButton.").waitFor();
});

test("screenshots of the camera dialog and the editor, 1280 and 390 wide, light and dark", async () => {
  const [context, shot] = await galleryPage(DESKTOP);
  await openCamera(shot);
  await screenshots(shot, "camera-live", { fullPage: false });
  await shot.keyboard.press("Escape");
  await cameraDialog(shot).waitFor({ state: "detached" });
  crop = { x: 0, y: 0, width: 1200, height: 800 };
  await openEditor(shot);
  await dragOnPicture(shot, [200, 200], [500, 400]);
  await screenshots(shot, "editor", { fullPage: false });
  await context.close();
});
