// The inspection type calls, mounted at /ajax/types (docs/catalog/inspection_types_and_groups.md). Every
// call needs a signed-in user and, being a write, the CSRF token (the middleware checks it first). A type
// of a shop the caller is not in is the same 404 as one that does not exist.
import { type Context, Hono } from "hono";
import { readFields } from "@platform/call_fields.ts";
import { InputError, SignInRequiredError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { rowIdOf } from "@platform/row_ids.ts";
import { readStatusToggle } from "@platform/status_toggle.ts";
import type { Permission } from "@modules/shops/ui.ts";
import { requireCatalogAccess } from "../catalog_access.ts";
import { detachInspectionType } from "./detach_inspection_type.ts";
import { publishInspectionType } from "./publish_inspection_type.ts";
import { reorderCall } from "../reorder_call.server.ts";
import { setDefaultInspectionType } from "./set_default_inspection_type.ts";
import { setInspectionTypeStatus } from "./set_inspection_type_status.ts";

export const inspectionTypeCalls = new Hono<AppEnv>();

inspectionTypeCalls.use("*", async (c, next) => {
  if (!c.get("viewer")) throw new SignInRequiredError();
  await next();
});

// Ids are positive integers; anything else falls through to the "no such call" 404.
const ID = ":id{[1-9][0-9]{0,9}}";

/** The {id} type's shop, for a caller with the permission there. */
async function typeAccess(c: Context<AppEnv>, permission: Permission) {
  const id = Number(c.req.param("id"));
  const { shop } = await requireCatalogAccess(
    c.get("services").sql,
    c.get("viewer"),
    "inspection_types",
    id,
    permission,
  );
  return { shop, id };
}

inspectionTypeCalls.post(`/${ID}/status`, async (c) => {
  const { shop, id } = await typeAccess(c, "catalog.manage");
  const isActive = readStatusToggle(await readFields(c));
  return c.json(await setInspectionTypeStatus(c.get("services").sql, shop.id, id, isActive));
});

inspectionTypeCalls.post(`/${ID}/set-default`, async (c) => {
  const { shop, id } = await typeAccess(c, "catalog.manage");
  return c.json(await setDefaultInspectionType(c.get("services").sql, shop.id, id));
});

inspectionTypeCalls.post(`/${ID}/detach`, async (c) => {
  const { shop, id } = await typeAccess(c, "catalog.manage");
  return c.json(await detachInspectionType(c.get("services").sql, shop.id, id));
});

inspectionTypeCalls.post(`/${ID}/publish`, async (c) => {
  const { shop, id } = await typeAccess(c, "catalog.publish");
  return c.json(await publishInspectionType(c.get("services").sql, shop, id, null));
});

inspectionTypeCalls.post(`/${ID}/publish-to-tenants`, async (c) => {
  const { shop, id } = await typeAccess(c, "catalog.publish");
  const shopIds = readShopIds((await readFields(c)).shopIds);
  return c.json(await publishInspectionType(c.get("services").sql, shop, id, shopIds));
});

inspectionTypeCalls.post("/reorder", (c) => reorderCall(c, "inspection_types"));

/** The tenant shops to publish to: a list, or comma-separated text ("12,7"). */
function readShopIds(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(/[\s,]+/).filter(Boolean) : [];
  if (parts.length === 0) throw new InputError("Send shopIds: the tenant shops to publish to, such as 12,7.");
  const ids = parts.map(rowIdOf);
  if (ids.some((id) => id === null)) {
    throw new InputError("Every shop id must be a positive whole number.");
  }
  return [...new Set(ids as number[])];
}
