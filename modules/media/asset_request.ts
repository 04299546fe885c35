// The one place the media calls read an AssetRequest from Hono's request: below it, owners and use cases
// take plain values.
import type { Context } from "hono";
import type { AppEnv } from "../../src/platform/http.ts";
import type { AssetRequest } from "./asset_owner.ts";

export function assetRequestOf(c: Context<AppEnv>): AssetRequest {
  return {
    services: c.get("services"),
    viewer: c.get("viewer"),
    url: c.req.url,
    callingPage: c.req.header("Referer") ?? null,
  };
}
