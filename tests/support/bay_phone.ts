// What the offline bay's browser tests do on a phone's checklist (390 x 844): find a row, tap a result, pick a
// photo for a row, and open the app again in another tab of the same phone.
import { Buffer } from "node:buffer";
import type { BrowserContext, Page } from "playwright-core";

export const PHONE = { width: 390, height: 844 };
export const PHOTO = Deno.readFileSync(
  new URL("../fixtures/media/oriented_gps.jpg", import.meta.url).pathname,
);

export const row = (page: Page, taskId: number) => page.locator(`#task-${taskId}`);

export async function tap(page: Page, taskId: number, result: "Pass" | "Warn" | "Fail") {
  await row(page, taskId).getByRole("button", { name: result, exact: true }).click();
}

/** Picks a photo from the phone's files for the row. */
export async function pick(page: Page, taskId: number, name: string) {
  await row(page, taskId).getByLabel("Add photo or video").setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: Buffer.from(PHOTO),
  });
}

/** Opens a page of the same context, as a phone reopens the app; its script errors go to `errors`. */
export async function reopen(context: BrowserContext, url: string, errors: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated]");
  return page;
}
