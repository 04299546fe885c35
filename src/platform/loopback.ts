// Whether a request came from this machine itself, over a loopback connection. The dev mailbox shows
// sign-in links and codes, so outside production it still answers only such requests (or a platform
// admin): `deno task start` listens on every interface, and anyone on the shop's network could otherwise
// ask for the owner's sign-in link and read it there.
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";
import { BlockList, isIP } from "node:net";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
LOOPBACK.addSubnet("::ffff:127.0.0.0", 104, "ipv6");

/** Headers a proxy adds: a request that passed through one came from wherever the proxy was reached. */
const FORWARDING_HEADERS = ["Forwarded", "X-Forwarded-For", "X-Real-IP", "Fly-Client-IP", "True-Client-IP"];

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * True when the socket's peer is a loopback address and nothing says the request was forwarded: a proxy
 * on this machine (which would connect from loopback) passes on requests from anywhere.
 */
export function cameFromThisMachine(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address ?? "");
  } catch {
    // No socket (a request handed to app.fetch directly): nothing proves it came from here.
    return false;
  }
}
