// One structured log line per request: method, path, status, duration and request id. Health checks and
// built assets are logged at debug level so they do not drown the requests people make.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./http.ts";
import type { Logger } from "./log.ts";

export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const path = c.req.path;
    const quiet = path === "/healthz" || path.startsWith("/assets/");
    const fields = {
      method: c.req.method,
      path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.get("requestId"),
    };
    // A page the browser stopped waiting for (a tab closed, the service worker's fetch dropped) ends as a
    // 500 from the page renderer: nobody got it, and it is not the server failing.
    if (c.res.status >= 500 && c.req.raw.signal.aborted) log.info("request abandoned", fields);
    else if (c.res.status >= 500) log.error("request", fields);
    else if (quiet) log.debug("request", fields);
    else log.info("request", fields);
  };
}
