// The inspections calls, mounted at /ajax/inspections. Each area keeps its routes in its own file and is
// mounted here under the inspection's encrypted id.
import { Hono } from "hono";
import { SignInRequiredError } from "../../src/platform/errors.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { headerCalls } from "./header/header_calls.server.ts";
import { itemsCalls } from "./checklist/items_calls.server.ts";
import { statusCalls } from "./status_calls.server.ts";
import { auditCalls } from "./audit/audit_calls.server.ts";
import { offlinePagesCall } from "./offline/offline_pages_call.server.ts";

export const inspectionsCalls = new Hono<AppEnv>();

inspectionsCalls.use("*", async (c, next) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  await next();
});

const ONE_INSPECTION = "/:encInspectionId{[A-Za-z0-9_-]{40,60}}";
inspectionsCalls.route(ONE_INSPECTION, itemsCalls);
inspectionsCalls.route(ONE_INSPECTION, statusCalls);
inspectionsCalls.route(ONE_INSPECTION, headerCalls);
inspectionsCalls.route(ONE_INSPECTION, auditCalls);
inspectionsCalls.route("/", offlinePagesCall);
