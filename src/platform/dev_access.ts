// The developer's pages (the dev mailbox, which shows sign-in links and codes) open only with a secret a
// stranger cannot have: a random token made at each start of the process and printed in its start log, in
// the link to the page (as a notebook server prints its token). Never the caller's address: through an SSH
// tunnel, socat, `kubectl port-forward` or a proxy that adds no header, anyone's request reaches the app
// from loopback. A browser that opened the link keeps the token in a cookie until the process stops, so
// the page's own links and calls need no token in their address. In production there is no token at all.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./http.ts";
import { readCookie, writeCookie } from "./cookies.ts";
import { constantTimeEqualText, randomToken } from "./keys.ts";

/** The query parameter the start log's link carries the token in: `/dev/mailbox?token=...`. */
export const DEV_TOKEN_PARAMETER = "token";
const DEV_TOKEN_COOKIE = "dev-token";

/** A new token for this process, or null in production, where the developer's pages do not exist. */
export function newDevToken(appEnv: string): string | null {
  return appEnv === "production" ? null : randomToken(24);
}

/**
 * Sets `devAccess`: the request carries this process's token, in the address or in the cookie a link with
 * it left. A token in the address is kept in that cookie (HttpOnly, for the browser's session).
 */
export function devAccess(token: string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const matches = (value: string | undefined) =>
      token !== null && value !== undefined && constantTimeEqualText(value, token);
    const inAddress = matches(c.req.query(DEV_TOKEN_PARAMETER));
    const inCookie = matches(readCookie(c, DEV_TOKEN_COOKIE));
    if (inAddress && !inCookie) writeCookie(c, DEV_TOKEN_COOKIE, token!);
    c.set("devAccess", inAddress || inCookie);
    await next();
  };
}
