// The session cookie: set at sign-in, refreshed as the session slides, replaced when the token rotates,
// cleared at sign-out. The accounts middleware reads it on every request and sets c.var.viewer.
//
// Beside it, a cookie the service worker can read (issue 32): a mark of the session (a keyed hash of its id,
// not a credential) that the worker writes on every page it keeps, and compares before showing one offline.
// It comes and goes with the session cookie, so pages kept in a session that ended without the Sign out
// button (cookies cleared, the session revoked or expired) are never shown to the next person on the device.
import type { Context, MiddlewareHandler } from "hono";
import { clearCookie, readCookie, writeCookie } from "@platform/cookies.ts";
import type { AppEnv } from "@platform/http.ts";
import { KEPT_PAGES_COOKIE } from "@ui/offline/offline_rules.ts";
import { checkSession, type IssuedSession } from "./sessions.ts";

const COOKIE = "session";

export function writeSessionCookie(c: Context<AppEnv>, session: IssuedSession): void {
  writeCookie(c, COOKIE, session.token, session.maxAgeSeconds);
  const mark = c.get("services").keys.macText("kept pages", session.id).slice(0, 22);
  writeCookie(c, KEPT_PAGES_COOKIE, mark, session.maxAgeSeconds, true);
}

export function clearSessionCookie(c: Context): void {
  clearCookie(c, COOKIE);
  clearCookie(c, KEPT_PAGES_COOKIE);
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
