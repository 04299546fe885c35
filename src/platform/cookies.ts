// The app's own cookies: HttpOnly, SameSite=Lax, path /, and Secure with the __Host- prefix everywhere but
// plain-HTTP localhost (development and tests), where a browser would drop a Secure cookie.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isPlainLocalhost(c: Context): boolean {
  const url = new URL(c.req.url);
  return url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}

function fullName(c: Context, name: string): string {
  return isPlainLocalhost(c) ? name : `__Host-${name}`;
}

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, fullName(c, name));
}

/**
 * maxAgeSeconds omitted: a browser-session cookie. `readable`: the page's scripts and the service worker may
 * read it (never a secret: the kept pages' owner mark).
 */
export function writeCookie(
  c: Context,
  name: string,
  value: string,
  maxAgeSeconds?: number,
  readable = false,
): void {
  const secure = !isPlainLocalhost(c);
  setCookie(c, fullName(c, name), value, {
    path: "/",
    httpOnly: !readable,
    secure,
    sameSite: "Lax",
    maxAge: maxAgeSeconds,
    prefix: undefined,
  });
}

export function clearCookie(c: Context, name: string): void {
  deleteCookie(c, fullName(c, name), { path: "/", secure: !isPlainLocalhost(c) });
}
