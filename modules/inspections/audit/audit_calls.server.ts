// The audit's calls, under /ajax/inspections/{encInspectionId}:
//   POST /audit-labor { items: [{ taskId, itemVersion, time, price?, sold? }] } -> inspection items response
//        (owners and managers; 200, 409 when some items were stale, 400 when nothing was saved)
//   POST /timing      { screen: checklist|audit|report, seconds: 1..600 }      -> 204
//        (any member; JSON or a form, so a page going away can send it as a beacon with its csrfToken)
import { Hono } from "hono";
import { readFields } from "@platform/call_fields.ts";
import { type AppEnv, readJson } from "@platform/http.ts";
import { readAuditLabor, saveAuditLabor } from "./audit_labor.ts";
import { answerItemsSave } from "../checklist/items_save_call.server.ts";
import { inspectionOfCall } from "../inspection_call.server.ts";
import { addScreenTime, readTiming } from "../screen_timing.ts";

export const auditCalls = new Hono<AppEnv>();

auditCalls.post(
  "/audit-labor",
  (c) =>
    answerItemsSave(c, "inspections.audit", async () => readAuditLabor(await readJson(c)), saveAuditLabor),
);

auditCalls.post("/timing", async (c) => {
  const access = await inspectionOfCall(c, "inspections.work");
  const { screen, seconds } = readTiming(await readFields(c));
  await addScreenTime(c.get("services").sql, access, screen, seconds);
  return c.body(null, 204);
});
