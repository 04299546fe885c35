// The one way a shop page's server function is written: the shop and the viewer's roles are resolved once
// for the request (requireShopAccess keeps the answer for the request), the permission is checked, and the
// refusals people can meet (sign in first, 404, 403) become the page's outcome with its HTTP status, in one
// place. A page's loader then only loads:
//
//   export const getPrioritiesPage = createServerFn({ method: "GET" })
//     .validator(shopPageInput)             // from shops' ui.ts: validators reach the browser
//     .handler(shopPage("catalog.view", (shop) => loadPriorities(shop)));
import type { Sql } from "@platform/db.ts";
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import type { RequestContext, Services } from "@platform/request_context.ts";
import type { Permission } from "./permissions.ts";
import { requireShopAccess, type ShopAccess } from "./shop_access.ts";

/** What a shop page's loading works with: the shop, the viewer and their roles there, and the services. */
export interface ShopContext extends ShopAccess {
  sql: Sql;
  services: Services;
}

/** Resolves the shop context of a request (the shop named in the address), or throws the refusal. */
async function shopContextOf(
  context: RequestContext,
  shopUriName: string,
  permission: Permission = "shop.view",
): Promise<ShopContext> {
  const access = await requireShopAccess(context.sql, context.viewer, shopUriName, permission);
  return { ...access, sql: context.sql, services: context };
}

/** A shop page's server-function handler: the gate, then `load`, with every refusal as the page's outcome. */
export function shopPage<Input extends { shopUriName: string }, Page>(
  permission: Permission,
  load: (shop: ShopContext, input: Input) => Promise<Page>,
): (call: { data: Input; context: RequestContext }) => Promise<PageOutcome<Page>> {
  return ({ data, context }) =>
    loadPage(async () => load(await shopContextOf(context, data.shopUriName, permission), data));
}
