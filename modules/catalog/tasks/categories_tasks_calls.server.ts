// The categories and tasks calls, mounted at /ajax/categories and /ajax/tasks. Every call needs a signed-in
// user with catalog.manage in the thing's shop (403 for other members, 404 for everyone else); writes also
// need the CSRF token, which the middleware checks first.
import { Hono } from "hono";
import { readFields } from "@platform/call_fields.ts";
import { SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { readStatusToggle } from "@platform/status_toggle.ts";
import { requireCatalogAccess } from "../catalog_access.ts";
import { reorderCall } from "../reorder_call.server.ts";
import { setTaskStatus } from "./set_task_status.ts";

export const categoriesCalls = new Hono<AppEnv>();
export const tasksCalls = new Hono<AppEnv>();

for (const calls of [categoriesCalls, tasksCalls]) {
  calls.use("*", async (c, next) => {
    if (!c.get("viewer")) throw new SignInRequiredError();
    await next();
  });
}

categoriesCalls.post("/reorder", (c) => reorderCall(c, "categories"));
tasksCalls.post("/reorder", (c) => reorderCall(c, "tasks"));

tasksCalls.post("/:id{[1-9][0-9]{0,9}}/status", async (c) => {
  const id = Number(c.req.param("id"));
  const { sql } = c.get("services");
  const { shop } = await requireCatalogAccess(sql, c.get("viewer"), "tasks", id, "catalog.manage");
  const isActive = readStatusToggle(await readFields(c));
  return c.json(await setTaskStatus(sql, shop.id, id, isActive));
});
