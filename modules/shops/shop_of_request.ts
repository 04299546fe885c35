// The gate of a shop's form post or call addressed /{shopUriName}/...: the shop named in the address, for a
// viewer who may act there with the permission (requireShopAccess's answer is kept for the request).
import type { Context } from "hono";
import type { AppEnv } from "@platform/http.ts";
import type { Permission } from "./permissions.ts";
import { requireShopAccess, type ShopAccess } from "./shop_access.ts";

export function shopOfRequest(c: Context<AppEnv>, permission: Permission): Promise<ShopAccess> {
  return requireShopAccess(
    c.get("services").sql,
    c.get("viewer"),
    c.req.param("shopUriName") ?? "",
    permission,
  );
}
