import assert from "node:assert/strict";
import { isLoopbackAddress } from "./loopback.ts";

Deno.test("loopback addresses are 127.0.0.0/8, ::1 and IPv4-mapped 127.x; nothing else is", () => {
  for (const address of ["127.0.0.1", "127.10.20.30", "::1", "::ffff:127.0.0.1"]) {
    assert.equal(isLoopbackAddress(address), true, address);
  }
  for (
    const address of ["10.0.0.1", "192.168.1.20", "::ffff:10.0.0.1", "fe80::1", "0.0.0.0", "", "localhost"]
  ) {
    assert.equal(isLoopbackAddress(address), false, address);
  }
});
