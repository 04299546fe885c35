import assert from "node:assert/strict";
import { Hono } from "hono";
import { cameFromThisMachine, isLoopbackAddress } from "./loopback.ts";

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

Deno.test("a request is from this machine only over loopback and when no proxy forwarded it", async () => {
  const app = new Hono();
  app.get("/", (c) => c.text(String(cameFromThisMachine(c))));
  const from = async (hostname: string | null, headers: Record<string, string> = {}) => {
    const env = hostname === null ? undefined : { remoteAddr: { hostname, port: 40000, transport: "tcp" } };
    return await (await app.request("/", { headers }, env)).text();
  };
  assert.equal(await from("127.0.0.1"), "true");
  assert.equal(await from("::1"), "true");
  assert.equal(await from("192.0.2.7"), "false");
  assert.equal(await from("127.0.0.1", { "X-Forwarded-For": "203.0.113.9" }), "false");
  assert.equal(await from("127.0.0.1", { "Forwarded": "for=203.0.113.9" }), "false");
  assert.equal(await from(null), "false");
});
