// The caller's address for rate limits and the audit trail. Behind a proxy (TRUST_PROXY), the address the
// proxy reports; otherwise the socket's peer, which a client cannot forge.
import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/deno";
import type { AppEnv } from "./http.ts";

export function clientInfo(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip = "";
    if (trustProxy) {
      ip = c.req.header("Fly-Client-IP") ?? c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? "";
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address ?? "";
      } catch {
        // No socket (a request handed to app.fetch directly, as some tests do).
      }
    }
    c.set("clientIp", ip || "unknown");
    await next();
  };
}
