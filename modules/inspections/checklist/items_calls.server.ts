// The item calls (seed: inspection items set, single and bulk), under /ajax/inspections/{encInspectionId}:
//   GET  /items            -> { allItems }
//   POST /items            { items: [{ taskId, itemVersion, ...fields }] } -> inspection items response
//   POST /items/{taskId}   { itemVersion, ...fields }                      -> inspection items response
// The HTTP status is the response's httpStatus: 200, 409 (some items were stale; the rest are saved) or
// 400 (nothing saved).
import { Hono } from "hono";
import { readFields } from "@platform/call_fields.ts";
import type { AppEnv } from "@platform/http.ts";
import { readJson } from "@platform/http.ts";
import { sourcePage } from "@platform/source_page.ts";
import { inspectionOfCall } from "../inspection_call.server.ts";
import { readPostedItem, readPostedItems } from "./posted_items.ts";
import { selectItems } from "../queries.server.ts";
import { saveItems } from "./save_items.ts";

export const itemsCalls = new Hono<AppEnv>();

itemsCalls.get("/items", async (c) => {
  const access = await inspectionOfCall(c, "inspections.view");
  return c.json({ allItems: await selectItems(c.get("services").sql, access.shop.id, access.inspection.id) });
});

itemsCalls.post("/items", async (c) => {
  const access = await inspectionOfCall(c, "inspections.work");
  const posted = readPostedItems(await readJson(c));
  const response = await saveItems(
    c.get("services").sql,
    access,
    posted,
    sourcePage(c.req.header("Referer"), c.req.url),
  );
  return c.json(response, response.httpStatus);
});

itemsCalls.post("/items/:taskId{[1-9][0-9]{0,9}}", async (c) => {
  const access = await inspectionOfCall(c, "inspections.work");
  const posted = readPostedItem(await readFields(c), Number(c.req.param("taskId")));
  const response = await saveItems(
    c.get("services").sql,
    access,
    [posted],
    sourcePage(c.req.header("Referer"), c.req.url),
  );
  return c.json(response, response.httpStatus);
});
