// Which shop a reported page belongs to, for the error reports and page-open events the platform stores:
// the shop named by the first segment of the page's address (/{shopUriName}/...), when the signed-in viewer
// may act there. A page of another shop, a reserved path or another site gives no shop. The image editor
// (/image-editor, opened over a shop's page) names that page's shop in its `shop` parameter.
import type { Context } from "hono";
import type { AssetRequest } from "../modules/media/mod.ts";
import { requireShopAccess } from "../modules/shops/mod.ts";
import { UserFacingError } from "./platform/errors.ts";
import type { AppEnv } from "./platform/http.ts";
import type { Services } from "./platform/request_context.ts";
import type { Viewer } from "./platform/viewer.ts";
import { RESERVED_FIRST_SEGMENTS } from "./platform/reserved_paths.ts";

const EDITOR_PAGE = "/image-editor";

export function shopOfPage(c: Context<AppEnv>, pageUrl: string): Promise<number | null> {
  return shopOfPageFor({ services: c.get("services"), viewer: c.get("viewer"), url: c.req.url }, pageUrl);
}

/** The same, for who asks from where as plain values (the media calls' AssetRequest). */
export async function shopOfPageFor(
  asker: { services: Services; viewer: Viewer | null; url: string },
  pageUrl: string,
): Promise<number | null> {
  let url: URL;
  let segment: string;
  try {
    url = new URL(pageUrl, asker.url);
    segment = url.pathname === EDITOR_PAGE
      ? url.searchParams.get("shop") ?? ""
      : decodeURIComponent(url.pathname.split("/")[1] ?? "");
  } catch {
    return null;
  }
  const ownOrigins = [new URL(asker.url).origin, new URL(asker.services.config.publicUrl).origin];
  if (!ownOrigins.includes(url.origin)) return null;
  // A NUL (from a percent-decoded %00) names no shop, and the database cannot even look it up.
  if (segment === "" || segment.includes("\0") || RESERVED_FIRST_SEGMENTS.has(segment.toLowerCase())) {
    return null;
  }
  try {
    const access = await requireShopAccess(asker.services.sql, asker.viewer, segment);
    return access.shop.id;
  } catch (error) {
    if (error instanceof UserFacingError) return null;
    throw error;
  }
}

/** The shop of the page a media call comes from (its Referer, which browsers send on same-origin calls). */
export function shopOfCallingPage(asker: AssetRequest): Promise<number | null> {
  return asker.callingPage ? shopOfPageFor(asker, asker.callingPage) : Promise.resolve(null);
}
