import assert from "node:assert/strict";
import { clientAddress, limitAddress } from "./client_info.ts";

const peer = "10.0.0.5";

Deno.test("without a proxy the socket's peer is the client, whatever the headers say", () => {
  assert.equal(clientAddress(false, { peer, forwardedFor: "203.0.113.9", flyClientIp: "203.0.113.8" }), peer);
});

Deno.test("behind N proxies the Nth X-Forwarded-For address from the right is the client", () => {
  // The client wrote the first two; the one proxy appended what it saw.
  const forwardedFor = "198.51.100.1, 198.51.100.2, 203.0.113.7";
  assert.equal(clientAddress(1, { peer, forwardedFor }), "203.0.113.7");
  // Two proxies: the outer one appended the client, the inner one the outer proxy.
  assert.equal(clientAddress(2, { peer, forwardedFor: `${forwardedFor}, 10.0.0.2` }), "203.0.113.7");
  assert.equal(clientAddress(1, { peer, forwardedFor: "[2001:db8::1]:443" }), "2001:db8::1");
  assert.equal(clientAddress(1, { peer, forwardedFor: "203.0.113.7:51234" }), "203.0.113.7");
});

Deno.test("fewer forwarded addresses than proxies, or no address at all: the socket's peer", () => {
  assert.equal(clientAddress(2, { peer, forwardedFor: "203.0.113.7" }), peer);
  assert.equal(clientAddress(1, { peer }), peer);
  assert.equal(clientAddress(1, { peer, forwardedFor: "not an address" }), peer);
});

Deno.test("on fly.io Fly-Client-IP is the client and X-Forwarded-For is not read", () => {
  assert.equal(
    clientAddress("fly", { peer, forwardedFor: "198.51.100.1", flyClientIp: "203.0.113.7" }),
    "203.0.113.7",
  );
  assert.equal(clientAddress("fly", { peer, forwardedFor: "198.51.100.1" }), peer);
});

Deno.test("rate limits count IPv4 by the address and IPv6 by its /64, however it is written", () => {
  assert.equal(limitAddress("203.0.113.7"), "203.0.113.7");
  assert.equal(limitAddress("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
  assert.equal(limitAddress("2001:DB8:1:2:ffff:ffff:ffff:ffff"), "2001:db8:1:2::/64", "upper case");
  assert.equal(limitAddress("2001:0db8:0001:0002:0000:0000:0000:0001"), "2001:db8:1:2::/64", "written out");
  assert.equal(limitAddress("2001:db8:0:0:1::"), "2001:db8::/64", "zeros compressed or not");
  assert.equal(limitAddress("2001:db8::"), "2001:db8::/64");
  assert.equal(limitAddress("2001:db8::203.0.113.7"), "2001:db8::/64", "an IPv4 tail is two groups");
  assert.equal(limitAddress("::1"), "::/64");
});

Deno.test("IPv4 written as IPv6 is counted as the IPv4 address", () => {
  assert.equal(limitAddress("::ffff:203.0.113.7"), "203.0.113.7");
  assert.equal(limitAddress("::FFFF:cb00:7107"), "203.0.113.7", "the tail in hexadecimal");
  assert.equal(limitAddress("0:0:0:0:0:ffff:203.0.113.7"), "203.0.113.7", "written out");
});

Deno.test("what is not an address, and a link-local peer with its zone, are counted as they are", () => {
  for (
    const text of ["unknown", "", "2001:db8::1::2", "1:2:3:4:5:6:7:8:9", "::ffff:203.0.113", "2001:db8::g"]
  ) {
    assert.equal(limitAddress(text), text, text);
  }
  assert.equal(limitAddress("fe80::1%eth0"), "fe80::1%eth0");
});

Deno.test("a forwarded address that is malformed, or IPv4 not in four decimal parts, is not the client", () => {
  for (
    const forwardedFor of [
      "2001:db8::1::2",
      "203.0.113",
      "127.1",
      "0x7f.0.0.1",
      "[2001:db8::1",
      "203.0.113.999",
    ]
  ) {
    assert.equal(clientAddress(1, { peer, forwardedFor }), peer, forwardedFor);
  }
  assert.equal(clientAddress(1, { peer, forwardedFor: "::ffff:203.0.113.7" }), "::ffff:203.0.113.7");
  assert.equal(clientAddress("fly", { peer, flyClientIp: "2001:DB8::7" }), "2001:DB8::7");
});
