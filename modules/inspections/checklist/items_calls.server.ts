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
import { inspectionOfCall } from "../inspection_call.server.ts";
import { readPostedItem, readPostedItems } from "./posted_items.ts";
import { selectItems } from "../queries.server.ts";
import { answerItemsSave } from "./items_save_call.server.ts";

export const itemsCalls = new Hono<AppEnv>();

itemsCalls.get("/items", async (c) => {
  const access = await inspectionOfCall(c, "inspections.view");
  return c.json({ allItems: await selectItems(c.get("services").sql, access.shop.id, access.inspection.id) });
});

itemsCalls.post(
  "/items",
  (c) => answerItemsSave(c, "inspections.work", async () => readPostedItems(await readJson(c))),
);

itemsCalls.post(
  "/items/:taskId{[1-9][0-9]{0,9}}",
  (c) =>
    answerItemsSave(c, "inspections.work", async () => [
      readPostedItem(await readFields(c), Number(c.req.param("taskId"))),
    ]),
);
