// The first line of CSRF defence, before any session exists: a state-changing request sent by a browser
// from another site is refused. Browsers always send Origin (or Sec-Fetch-Site) on such requests; the
// per-session token added with sign-in covers the rest.
import type { MiddlewareHandler } from "hono";
import { ForbiddenError } from "./errors.ts";
import type { AppEnv } from "./http.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginWrites(publicUrl: string): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("Origin");
      const site = c.req.header("Sec-Fetch-Site");
      const ownOrigin = new URL(c.req.url).origin;
      const crossSite = origin !== undefined
        ? origin !== publicOrigin && origin !== ownOrigin
        : site === "cross-site";
      if (crossSite) throw new ForbiddenError("This request came from another site and was refused.");
    }
    await next();
  };
}
