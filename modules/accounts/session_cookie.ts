// The session cookie: set at sign-in, refreshed as the session slides, replaced when the token rotates,
// cleared at sign-out. The accounts middleware reads it on every request and sets c.var.viewer.
import type { Context, MiddlewareHandler } from "hono";
import { clearCookie, readCookie, writeCookie } from "@platform/cookies.ts";
import type { AppEnv } from "@platform/http.ts";
import { checkSession, type IssuedSession } from "./sessions.ts";

const COOKIE = "session";

export function writeSessionCookie(c: Context, session: IssuedSession): void {
  writeCookie(c, COOKIE, session.token, session.maxAgeSeconds);
}

export function clearSessionCookie(c: Context): void {
  clearCookie(c, COOKIE);
}

export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("viewer", null);
    const token = readCookie(c, COOKIE);
    if (token) {
      const checked = await checkSession(c.get("services").sql, token);
      if (checked) {
        c.set("viewer", checked.viewer);
        if (checked.cookie) writeSessionCookie(c, checked.cookie);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };
}
