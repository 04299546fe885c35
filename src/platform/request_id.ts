// Gives every request an id (the caller's X-Request-Id when it is sane, else a new UUID), for the logs and
// for error messages people can quote. The header is set again after the handler because a page response
// comes whole from TanStack Start, and Hono does not copy headers prepared before it onto such a response.
import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./http.ts";

const HEADER = "X-Request-Id";

export function requestIds(): MiddlewareHandler<AppEnv> {
  const assign = requestId({ headerName: HEADER });
  return (c, next) =>
    assign(c, async () => {
      await next();
      c.header(HEADER, c.get("requestId"));
    });
}
