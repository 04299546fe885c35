// The priorities calls, mounted at /ajax/priorities: the list's drag reorder and status toggle (owners and
// managers; docs/permissions.md). A priority of another shop is the same 404 as one that does not exist.
import { Hono } from "hono";
import { readFields } from "@platform/call_fields.ts";
import { SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { readStatusToggle } from "@platform/status_toggle.ts";
import { requireCatalogAccess } from "../catalog_access.ts";
import { reorderCall } from "../reorder_call.server.ts";
import { setPriorityActive } from "./save_priority.ts";

export const prioritiesCalls = new Hono<AppEnv>();

prioritiesCalls.use("*", async (c, next) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  await next();
});

prioritiesCalls.post("/reorder", (c) => reorderCall(c, "priorities"));

prioritiesCalls.post("/:id{[1-9][0-9]{0,9}}/status", async (c) => {
  const id = Number(c.req.param("id"));
  const { sql } = c.get("services");
  const access = await requireCatalogAccess(sql, c.get("viewer"), "priorities", id, "catalog.manage");
  const isActive = readStatusToggle(await readFields(c));
  return c.json({ priority: await setPriorityActive(sql, access, id, isActive) });
});
