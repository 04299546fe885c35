// The inspection a call under /ajax/inspections/{encInspectionId}/ names, for a viewer with the permission.
import type { Context } from "hono";
import { SignInRequiredError } from "../../src/platform/errors.ts";
import type { AppEnv } from "../../src/platform/http.ts";
import type { Permission } from "../shops/ui.ts";
import { type InspectionAccess, requireInspectionAccess } from "./inspection_access.ts";

export async function inspectionOfCall(
  c: Context<AppEnv>,
  permission: Permission,
): Promise<InspectionAccess> {
  const viewer = c.get("viewer");
  if (!viewer) throw new SignInRequiredError();
  const { sql, keys } = c.get("services");
  return await requireInspectionAccess(sql, keys, viewer, c.req.param("encInspectionId") ?? "", permission);
}
