// The categories and tasks calls, mounted at /ajax/categories and /ajax/tasks. Every call needs a signed-in
// user with catalog.manage in the thing's shop (403 for other members, 404 for everyone else); writes also
// need the CSRF token, which the middleware checks first.
import { type Context, Hono } from "hono";
import { readFields } from "../../src/platform/call_fields.ts";
import { SignInRequiredError } from "../../src/platform/errors.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import { readReorderIds } from "../../src/platform/reorder_call.ts";
import { readStatusToggle } from "../../src/platform/status_toggle.ts";
import { type CatalogThing, requireCatalogAccess } from "./catalog_access.ts";
import { reorderRows } from "./reorder.ts";
import { setTaskStatus } from "./set_task_status.ts";

export const categoriesCalls = new Hono<AppEnv>();
export const tasksCalls = new Hono<AppEnv>();

for (const calls of [categoriesCalls, tasksCalls]) {
  calls.use("*", async (c, next) => {
    if (!c.get("viewer")) throw new SignInRequiredError();
    await next();
  });
}

/** The rows' shop is the first id's; reorderRows refuses ids of any other shop with the same 404. */
async function reorderCall(c: Context<AppEnv>, thing: CatalogThing): Promise<Response> {
  const ids = await readReorderIds(c);
  const { sql } = c.get("services");
  const { shop } = await requireCatalogAccess(sql, c.get("viewer"), thing, ids[0], "catalog.manage");
  await sql.begin((tx) => reorderRows(tx, thing, shop.id, ids));
  return c.body(null, 204);
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
