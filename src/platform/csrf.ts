// CSRF protection for every state-changing request, on top of the Origin check (same_origin.ts).
//
// Each browser gets a random, HttpOnly `csrf` cookie on its first visit (with the __Host- prefix outside
// localhost, so no other site or subdomain can plant one). The token a page carries (meta csrf-token,
// hidden csrfToken fields) is an HMAC of that cookie under the server key: it cannot be made without the key
// and is useless from another browser. It does not change at sign-in, token rotation or impersonation, so
// a page left open still posts, and a post after the session ended reaches the handler, which asks to sign
// in again. Writes send it back as the X-CSRF-Token header or a csrfToken field of a form or JSON body.
import type { Context, MiddlewareHandler } from "hono";
import { readCookie, writeCookie } from "./cookies.ts";
import { ForbiddenError } from "./errors.ts";
import type { AppEnv } from "./http.ts";
import { RefusedFormError } from "./input_hygiene.ts";
import { constantTimeEqualText, randomToken } from "./keys.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BROWSER_COOKIE = "csrf";
const ONE_YEAR = 365 * 24 * 3600;

export const CSRF_REFUSED =
  "This form has expired or was not sent by this app's page. Reload the page and try again.";

/**
 * Sets c.var.csrfToken for the page, and refuses a write
 * whose token is missing or wrong. `exempt` paths (client error reports and page-open events, the SMS
 * provider's signed webhook; one ending in / names every path under it: links whose secret is the permission)
 * only get the Origin check.
 */
export function csrfProtection(options: { exempt: string[] }): MiddlewareHandler<AppEnv> {
  const exempt = (path: string) =>
    options.exempt.some((name) => name.endsWith("/") ? path.startsWith(name) : path === name);
  return async (c, next) => {
    const { keys } = c.get("services");
    let browserId = readCookie(c, BROWSER_COOKIE);
    if (!browserId || browserId.length < 27) {
      browserId = randomToken(24);
      writeCookie(c, BROWSER_COOKIE, browserId, ONE_YEAR);
    }
    const expected = keys.macText("csrf", browserId);
    c.set("csrfToken", expected);
    if (!SAFE_METHODS.has(c.req.method) && !exempt(c.req.path)) {
      const sent = c.req.header("X-CSRF-Token") ?? (await tokenFromBody(c));
      if (!sent || !constantTimeEqualText(sent, expected)) throw new ForbiddenError(CSRF_REFUSED);
    }
    await next();
  };
}

async function tokenFromBody(c: Context<AppEnv>): Promise<string | undefined> {
  const type = c.req.header("Content-Type") ?? "";
  try {
    if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
      const value = (await c.req.parseBody())["csrfToken"];
      return typeof value === "string" ? value : undefined;
    }
    if (/^application\/(?:[\w.+-]+\+)?json/i.test(type)) {
      const body = await c.req.json();
      return typeof body?.csrfToken === "string" ? body.csrfToken : undefined;
    }
  } catch (error) {
    // A form refused at the boundary (input_hygiene.ts) still has its token checked, so the handler can
    // show its page again with the refusal; without a token the refusal is the answer. Any other
    // unreadable body has no token.
    if (error instanceof RefusedFormError) {
      if (error.csrfToken === undefined) throw error;
      return error.csrfToken;
    }
  }
  return undefined;
}
