// Drags in the browser tests, measured where a person would see things: the page at rest. On a slow machine
// (CI) a row may still be sliding or opening, or something above it may still move it after hydration, when
// a test reads its box; a drag that starts beside its handle saves nothing and the test waits in vain.
import type { Locator, Page } from "playwright-core";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box once it is on screen, no animation runs and it is where it was a frame earlier. */
export async function restingBox(locator: Locator): Promise<Box> {
  await locator.scrollIntoViewIfNeeded();
  const page = locator.page();
  let last: Box | null = null;
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.evaluate(async () => {
      // Only animations that run in time: a tab strip's fade follows its scroll (a scroll timeline), never
      // "finishes", and moves nothing.
      const moving = document.getAnimations().filter((animation) => animation.timeline === document.timeline);
      await Promise.all(moving.map((animation) => animation.finished));
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
    const box = (await locator.boundingBox())!;
    if (last && box.x === last.x && box.y === last.y && box.height === last.height) return box;
    last = box;
  }
  return last!;
}

/** Drags a handle with the mouse, in steps, to just above the middle of another row, and lets go. */
export async function dragAbove(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await restingBox(handle);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.2, { steps: 10 });
  await page.mouse.up();
}
