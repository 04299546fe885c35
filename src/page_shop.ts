// Which shop a reported page belongs to, for the error reports and page-open events the platform stores:
// the shop named by the first segment of the page's address (/{shopUriName}/...), when the signed-in viewer
// may act there. A page of another shop, a reserved path or another site gives no shop. The image editor
// (/image-editor, opened over a shop's page) names that page's shop in its `shop` parameter.
import type { Context } from "hono";
import { requireShopAccess } from "../modules/shops/mod.ts";
import { UserFacingError } from "./platform/errors.ts";
import type { AppEnv } from "./platform/http.ts";
import { RESERVED_FIRST_SEGMENTS } from "./platform/reserved_paths.ts";

const EDITOR_PAGE = "/image-editor";

export async function shopOfPage(c: Context<AppEnv>, pageUrl: string): Promise<number | null> {
  let url: URL;
  let segment: string;
  try {
    url = new URL(pageUrl, c.req.url);
    segment = url.pathname === EDITOR_PAGE
      ? url.searchParams.get("shop") ?? ""
      : decodeURIComponent(url.pathname.split("/")[1] ?? "");
  } catch {
    return null;
  }
  const ownOrigins = [new URL(c.req.url).origin, new URL(c.get("services").config.publicUrl).origin];
  if (!ownOrigins.includes(url.origin)) return null;
  // A NUL (from a percent-decoded %00) names no shop, and the database cannot even look it up.
  if (segment === "" || segment.includes("\0") || RESERVED_FIRST_SEGMENTS.has(segment.toLowerCase())) {
    return null;
  }
  try {
    const access = await requireShopAccess(c.get("services").sql, c.get("viewer"), segment);
    return access.shop.id;
  } catch (error) {
    if (error instanceof UserFacingError) return null;
    throw error;
  }
}

/** The shop of the page a call comes from (its Referer, which browsers send on same-origin calls). */
export function shopOfCallingPage(c: Context<AppEnv>): Promise<number | null> {
  const page = c.req.header("Referer");
  return page ? shopOfPage(c, page) : Promise.resolve(null);
}
