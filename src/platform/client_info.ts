// The caller's address for rate limits and the audit trail. Without a proxy (TRUST_PROXY=false), the socket's
// peer, which a client cannot forge. Behind N trusted proxies, each appends the address it saw to
// X-Forwarded-For, so the Nth address from the right is the one the outermost proxy saw: everything left
// of it was written by the client and is ignored. On fly.io, Fly-Client-IP, which Fly's proxy always sets.
import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/deno";
import { isIP } from "node:net";
import type { TrustProxy } from "./config.ts";
import type { AppEnv } from "./http.ts";

export function clientInfo(trustProxy: TrustProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let peer = "";
    try {
      peer = getConnInfo(c).remote.address ?? "";
    } catch {
      // No socket (a request handed to app.fetch directly, as some tests do).
    }
    const ip = clientAddress(trustProxy, {
      peer,
      forwardedFor: c.req.header("X-Forwarded-For"),
      flyClientIp: c.req.header("Fly-Client-IP"),
    });
    c.set("clientIp", ip || "unknown");
    await next();
  };
}

/**
 * The client's address as the configured proxies report it, or the socket's peer when they report none
 * (a health check from the proxy itself) or fewer addresses than there are proxies (a request that did not
 * come through all of them: whatever it carries may be the client's own words).
 */
export function clientAddress(
  trustProxy: TrustProxy,
  headers: { peer: string; forwardedFor?: string; flyClientIp?: string },
): string {
  if (trustProxy === "fly") return plainAddress(headers.flyClientIp ?? "") ?? headers.peer;
  if (trustProxy === false) return headers.peer;
  const hops = (headers.forwardedFor ?? "").split(",").map((part) => part.trim()).filter((part) => part);
  if (hops.length < trustProxy) return headers.peer;
  return plainAddress(hops[hops.length - trustProxy]) ?? headers.peer;
}

/** An IPv4 or IPv6 address without brackets or port, as some proxies write it; null when it is none. */
function plainAddress(text: string): string | null {
  const trimmed = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed);
  const address = bracketed?.[1] ?? withPort?.[1] ?? trimmed;
  return isIP(address) === 0 ? null : address;
}

/**
 * The address as rate limits count it. One IPv6 subscriber gets a whole /64 (2^64 addresses) from their
 * provider, so IPv6 is counted by its /64; IPv4 (and IPv4 written as IPv6) by the address.
 */
export function limitAddress(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  // The URL parser writes an IPv6 address in its one canonical form: lower case, hexadecimal groups only
  // (an IPv4 tail becomes two groups), the longest run of zero groups as "::".
  const hostname = URL.parse(`http://[${ip}]/`)?.hostname;
  if (!hostname) return ip; // A zone index (fe80::1%eth0): a local peer, counted as it is.
  const canonical = hostname.slice(1, -1);
  const [head, tail] = canonical.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined
    ? headGroups
    : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  if (groups.slice(0, 5).every((group) => group === "0") && groups[5] === "ffff") {
    const [high, low] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}
