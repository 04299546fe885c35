// POST /ajax/inspections/{encInspectionId}/status { action, note? } -> { status, statusLabel }: the life
// actions (checklistDone, approve, sendBack, close, reopen); 409 when the action does not apply now.
import { Hono } from "hono";
import { readFields, textField } from "../../src/platform/call_fields.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { sourcePage } from "../../src/platform/source_page.ts";
import { changeInspectionStatus, parseStatusAction } from "./change_status.ts";
import { inspectionOfCall } from "./inspection_call.server.ts";
import { INSPECTION_STATUS_LABELS } from "./types.ts";

export const statusCalls = new Hono<AppEnv>();

statusCalls.post("/status", async (c) => {
  const access = await inspectionOfCall(c, "inspections.view");
  const fields = await readFields(c);
  const action = parseStatusAction(fields.action);
  const { status } = await changeInspectionStatus(
    c.get("services").sql,
    access,
    action,
    sourcePage(c.req.header("Referer"), c.req.url),
    textField(fields, "note") ?? "",
  );
  return c.json({ status, statusLabel: INSPECTION_STATUS_LABELS[status] });
});
