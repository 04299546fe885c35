// Whether an address is this machine's loopback: a development start listening on any other address is
// reachable from the shop's network, and says so in its log (src/app.ts). Never a permission: through an
// SSH tunnel, socat or a proxy, anyone's request arrives from loopback (the dev mailbox asks for the start
// log's token instead, dev_access.ts).
import { BlockList, isIP } from "node:net";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
LOOPBACK.addSubnet("::ffff:127.0.0.0", 104, "ipv6");

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? "ipv4" : "ipv6");
}
