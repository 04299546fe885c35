import assert from "node:assert/strict";
import { safeRedirectPath } from "./redirects.ts";

Deno.test("only paths on this site are followed after sign-in", () => {
  assert.equal(safeRedirectPath("/demo/users?status=all#x"), "/demo/users?status=all#x");
  for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "evil", "", "/a\nb", 42]) {
    assert.equal(safeRedirectPath(bad), null, String(bad));
  }
});
