// The sign-in page's query: read by the route (validateSearch), apart from the page's components, so the
// route tree in every page's main chunk does not carry the page (issue 19).
import { safeRedirectPath } from "@platform/redirects.ts";

/**
 * /login's query: reason (why the user is here), mode (password, link, code), channel (email, sms),
 * redirectTo (a path on this site to open after signing in; `return` is its older name), loginUrl (a sign-in
 * link the user already has: the page offers to follow it).
 */
export interface LoginSearch {
  reason?: string;
  mode?: "password" | "link" | "code";
  channel?: "email" | "sms";
  redirectTo?: string;
  return?: string;
  loginUrl?: string;
}

export function readLoginSearch(search: Record<string, unknown>): LoginSearch {
  return {
    reason: typeof search.reason === "string" ? search.reason : undefined,
    mode: search.mode === "link" || search.mode === "code" ? search.mode : undefined,
    channel: search.channel === "sms" ? "sms" : undefined,
    redirectTo: safeRedirectPath(search.redirectTo) ?? undefined,
    return: safeRedirectPath(search.return) ?? undefined,
    loginUrl: safeRedirectPath(search.loginUrl) ?? undefined,
  };
}
