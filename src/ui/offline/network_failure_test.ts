import assert from "node:assert/strict";
import { isNetworkFailure } from "./network_failure.ts";

Deno.test("a fetch that never reached the server is a network failure, in each browser's words", () => {
  for (
    const message of ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"]
  ) {
    assert.ok(isNetworkFailure(new TypeError(message), true), message);
  }
  assert.ok(
    isNetworkFailure(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"), true),
  );
});

Deno.test("offline, any failure is taken for the network's; online, a page's own error is not", () => {
  assert.ok(isNetworkFailure(new Error("The page could not load"), false));
  assert.ok(!isNetworkFailure(new Error("The page could not load"), true));
  assert.ok(!isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"), true));
  assert.ok(!isNetworkFailure({ status: 404 }, false));
});
