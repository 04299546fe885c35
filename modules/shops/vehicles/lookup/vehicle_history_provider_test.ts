// The vehicle-history service adapter against a real HTTP peer on loopback: the request it sends, the fields
// it keeps, and what it makes of a garbled, oversized, redirected or slow answer; and its settings.
import assert from "node:assert/strict";
import { ConfigError, loadConfig } from "@platform/config.ts";
import { askVehicleHistory } from "./vehicle_history_provider.ts";

async function withPeer(
  handler: (request: Request) => Response | Promise<Response>,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, handler);
  try {
    await run(`http://127.0.0.1:${server.addr.port}/lookup?account=7`);
  } finally {
    await server.shutdown();
  }
}

Deno.test("vehicle history: the query and token are sent; fields are checked and trimmed", async () => {
  let seen: { url: URL; authorization: string | null } | null = null;
  await withPeer((request) => {
    seen = { url: new URL(request.url), authorization: request.headers.get("authorization") };
    return Response.json({
      vehicles: [
        {
          vin: " 2fmdk3gc4bbb02217 ",
          plate: "7abc123",
          make: " Ford ",
          modelYear: "2011",
          vehicleColor: "red",
        },
        { vin: 42 },
        { model: "x".repeat(500) },
      ],
    });
  }, async (url) => {
    const answer = await askVehicleHistory({ url, token: "secret", timeoutMs: 1000 }, {
      plate: "7ABC123",
      issuer: "CA",
    });
    assert.equal(answer.ok, true);
    if (!answer.ok) return;
    assert.equal(answer.vehicles.length, 1);
    assert.deepEqual(
      [
        answer.vehicles[0].vin,
        answer.vehicles[0].plate,
        answer.vehicles[0].make,
        answer.vehicles[0].modelYear,
      ],
      ["2FMDK3GC4BBB02217", "7ABC123", "Ford", 2011],
    );
    assert.equal(answer.vehicles[0].vehicleColor, null);
    assert.equal(answer.vehicles[0].validVin, true);
    const url2 = seen!.url;
    assert.deepEqual([
      url2.searchParams.get("account"),
      url2.searchParams.get("plate"),
      url2.searchParams.get("issuer"),
    ], ["7", "7ABC123", "CA"]);
    assert.equal(seen!.authorization, "Bearer secret");
  });
});

Deno.test("vehicle history: not found, garbled, oversized, redirected and slow answers", async () => {
  const config = (url: string) => ({ url, token: null, timeoutMs: 300 });
  const cases: [string, () => Response | Promise<Response>, string][] = [
    ["404", () => new Response("no", { status: 404 }), "found none"],
    ["not JSON", () => new Response("<html>"), "not JSON"],
    ["no list", () => Response.json({ cars: [] }), "no vehicles list"],
    ["oversized", () => new Response(`{"vehicles": ["${"x".repeat(300_000)}"]}`), "not JSON"],
    ["redirect", () => Response.redirect("http://127.0.0.1:1/elsewhere", 302), "could not be reached"],
    [
      "slow",
      () => new Promise((resolve) => setTimeout(() => resolve(Response.json({ vehicles: [] })), 1200)),
      "300 ms",
    ],
  ];
  for (const [name, handler, expected] of cases) {
    await withPeer(handler, async (url) => {
      const answer = await askVehicleHistory(config(url), { vin: "2FMDK3GC4BBB02217" });
      if (expected === "found none") assert.deepEqual(answer, { ok: true, vehicles: [] }, name);
      else {
        assert.equal(answer.ok, false, name);
        if (!answer.ok) assert.match(answer.detail, new RegExp(expected), name);
      }
    });
  }
});

Deno.test("vehicle history: the settings", () => {
  assert.equal(loadConfig({}).vehicleHistory, null);
  assert.deepEqual(
    loadConfig({ VEHICLE_HISTORY_URL: "https://history.example/v1", VEHICLE_HISTORY_TOKEN: "t" })
      .vehicleHistory,
    {
      url: "https://history.example/v1",
      token: "t",
      timeoutMs: 1500,
    },
  );
  assert.throws(() => loadConfig({ VEHICLE_HISTORY_URL: "ftp://history.example" }), ConfigError);
  assert.throws(
    () => loadConfig({ VEHICLE_HISTORY_URL: "https://h.example", VEHICLE_HISTORY_TIMEOUT_MS: "5" }),
    ConfigError,
  );
});
