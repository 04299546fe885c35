// An inspection worth reporting, for the customer report's tests: Bay Street Auto's (inspection_shop.ts)
// with a phone and an accent colour; worn front pads (fail, Safety, $189.50) with a photo, cracked wipers
// (fail, Soon, $42.00) with a two-second video unless left out, tread depth to watch (warn, 4 and 5, $96.00),
// and the horn passed. Made through the real item saves and upload protocol, by the manager.
import assert from "node:assert/strict";
import { saveItems } from "../../modules/inspections/mod.ts";
import type { TestApp } from "./app.ts";
import { HttpClient } from "./http_client.ts";
import { accessOf, type InspectionShop, inspectionShop, newInspection, PASSWORD } from "./inspection_shop.ts";
import { mediaFixture } from "./media_fixtures.ts";
import { uploadThrough } from "./media_upload.ts";
import { makeTestVideo, MP4_CLIP } from "./video_fixtures.ts";

export const MECHANIC_NOTE = "Customer was rude at the counter";

export interface ReportInspection {
  shop: InspectionShop;
  encId: string;
  inspectionId: number;
  /** The manager, signed in over HTTP. */
  manager: HttpClient;
}

export async function reportInspection(
  app: TestApp,
  options: { video: boolean; customerMobile?: string },
): Promise<ReportInspection> {
  const { sql, keys } = app.services;
  const shop = await inspectionShop(sql);
  await sql`update tasks set notify_mode = 'always' where id = ${shop.tasks.horn}`;
  await sql`update shops set phone = '(415) 555-0100', accent_color = '#0f766e' where id = ${shop.shop.id}`;
  const inspection = await newInspection(sql, keys, shop, {
    customer: {
      firstName: "Jane",
      lastName: "Driver",
      phoneMobile: options.customerMobile ?? "+14155550142",
      email: "jane@driver.example",
    },
  });
  const encId = inspection.encId;
  await saveItems(sql, await accessOf(sql, keys, encId, shop.manager), [
    {
      taskId: shop.tasks.pads,
      itemVersion: 1,
      result: "fail",
      conclusionId: shop.findings.worn,
      notes: MECHANIC_NOTE,
      price: 189.5,
      priorityId: shop.priorities.safety,
    },
    {
      taskId: shop.tasks.wipers,
      itemVersion: 1,
      result: "fail",
      conclusionId: shop.findings.cracked,
      price: 42,
      priorityId: shop.priorities.soon,
    },
    { taskId: shop.tasks.tread, itemVersion: 1, result: "warn", value1: "4", value2: "5", price: 96 },
    { taskId: shop.tasks.horn, itemVersion: 1, result: "pass" },
  ], "");
  const manager = new HttpClient(app.url);
  await manager.signIn(shop.manager.email, PASSWORD);
  await manager.page(`/${shop.shop.uriName}/inspections/${encId}/images`);
  const upload = async (taskId: number, bytes: Uint8Array<ArrayBuffer>, fileName: string) => {
    const run = await uploadThrough(
      manager,
      `/ajax/inspections/${encId}/items/${taskId}/assets/create`,
      bytes,
      fileName,
    );
    assert.equal(run.finalStatus, 200, JSON.stringify(run.final));
  };
  await upload(shop.tasks.pads, await Deno.readFile(mediaFixture("oriented_gps.jpg")), "pads.jpg");
  if (options.video) {
    const clip = await Deno.makeTempFile({ suffix: ".mp4" });
    await makeTestVideo(clip, { ...MP4_CLIP, seconds: 2, width: 320, height: 240, audio: false });
    await upload(shop.tasks.wipers, await Deno.readFile(clip), "wipers.mp4");
    await Deno.remove(clip);
  }
  return { shop, encId, inspectionId: inspection.id, manager };
}

/** The customer report form's CSRF token (the page has no app shell, so no meta tag). */
export function reportFormToken(html: string): string {
  return /name="csrfToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
}
