// The inspection a request names, for a viewer with the permission: a call under
// /ajax/inspections/{encInspectionId}/, or a page served outside React under
// /{shopUriName}/inspections/{encInspectionId}/, whose shop must then be the inspection's.
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
  return await requireInspectionAccess(
    sql,
    keys,
    viewer,
    c.req.param("encInspectionId") ?? "",
    permission,
    c.req.param("shopUriName"),
  );
}
