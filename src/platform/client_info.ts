// The caller's address for rate limits and the audit trail. Without a proxy (TRUST_PROXY=false), the socket's
// peer, which a client cannot forge. Behind N trusted proxies, each appends the address it saw to
// X-Forwarded-For, so the Nth address from the right is the one the outermost proxy saw: everything left
// of it was written by the client and is ignored. On fly.io, Fly-Client-IP, which Fly's proxy always sets.
import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/deno";
import ipaddr from "ipaddr.js";
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

/**
 * An IPv4 or IPv6 address without brackets or port, as some proxies write it; null when it is none. IPv4
 * only in the four-part decimal form proxies write: "127.1" or "0x7f.0.0.1" are not a peer's address.
 */
function plainAddress(text: string): string | null {
  const trimmed = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed);
  const address = bracketed?.[1] ?? withPort?.[1] ?? trimmed;
  return ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address) ? address : null;
}

/**
 * The address as rate limits count it. One IPv6 subscriber gets a whole /64 (2^64 addresses) from their
 * provider, so IPv6 is counted by its /64 (in the RFC 5952 form, "2001:db8:1:2::/64", however it was
 * written); IPv4, and IPv4 written as IPv6 (::ffff:203.0.113.7), by the IPv4 address. Anything else (the
 * "unknown" of a request without a socket) and a link-local address with its zone index (fe80::1%eth0, a
 * peer on this machine's own link) are counted as they are.
 */
export function limitAddress(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return address.toString();
  if (address.zoneId !== undefined) return ip;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip}/64`).toRFC5952String()}/64`;
}
