// GET /r/{id}/preview.png: the report's link-preview card (Open Graph image), which SMS and chat apps fetch
// once per link. Drawing one costs ~40 ms of blocked event loop, so cards are kept by the report's content
// key: the same report asks again for free, and a changed report (a new result, an answer) draws anew.
// It shows no customer's name: a card is seen by whoever sees the chat.
import { Hono } from "hono";
import sharp from "sharp";
import type { AppEnv } from "../../src/platform/http.ts";
import { mediaStorage, purposeViewBytes } from "../media/mod.ts";
import { renderPreviewImage } from "./preview_image.server.ts";
import { reportOf } from "./report_routes.server.ts";

export const reportPreviewRoutes = new Hono<AppEnv>();

const KEPT = 200;
const cards = new Map<string, Uint8Array>();

reportPreviewRoutes.get("/r/:encInspectionId{[A-Za-z0-9_-]{1,100}}/preview.png", async (c) => {
  const services = c.get("services");
  const { access, report } = await reportOf(c);
  const key = `${report.contentKey}:${report.language}`;
  let png = cards.get(key);
  if (!png) {
    const words = report.words;
    const logo = await purposeViewBytes(
      services.sql,
      mediaStorage(services),
      { shopId: access.shop.id, subclass: "ShopAsset", ownerId: null, draftRef: null },
      "logo",
      "thumbnail",
    );
    png = await renderPreviewImage({
      shopName: report.shop.name,
      vehicleName: report.facts.vehicleName || report.facts.typeName,
      accentColor: report.shop.contact.accentColor,
      logoPng: logo ? new Uint8Array(await sharp(logo).png().toBuffer()) : null,
      counts: report.counts,
      words: { title: words.title, fail: words.fail, warn: words.warn, pass: words.pass },
    });
    if (cards.size >= KEPT) cards.delete(cards.keys().next().value!);
    cards.set(key, png);
  }
  return c.body(png as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "image/png",
    "Cache-Control": "private, max-age=300",
  });
});
