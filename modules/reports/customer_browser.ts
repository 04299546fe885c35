// Which browser is asking, so the customer's views and answers are counted per browser. Every browser gets a
// random csrf cookie on its first visit (src/platform/csrf.ts), and its CSRF token, an HMAC of that cookie,
// is on the context from that first request on and stays the same for as long as the cookie. A hash of the
// token names the browser; nothing stored can be turned back into the cookie or the token. A client that
// keeps no cookies is a new browser on every request.
import type { Context } from "hono";
import type { AppEnv } from "../../src/platform/http.ts";
import { sha256 } from "../../src/platform/keys.ts";

export function browserOf(c: Context<AppEnv>): string {
  return sha256(`report-browser:${c.get("csrfToken")}`).toString("base64url");
}
