import assert from "node:assert/strict";
import { sameShopPath } from "./-return_url.ts";

Deno.test("returnUrl: only a path inside the same shop is followed", () => {
  assert.equal(
    sameShopPath("bay", "/bay/inspections?status=readyForAudit"),
    "/bay/inspections?status=readyForAudit",
  );
  assert.equal(sameShopPath("bay", undefined), null);
  assert.equal(sameShopPath("bay", "https://evil.example/bay/"), null);
  assert.equal(sameShopPath("bay", "//evil.example/bay/"), null);
  assert.equal(sameShopPath("bay", "/other/inspections"), null);
  assert.equal(sameShopPath("bay", "/bay//evil.example"), null);
  assert.equal(sameShopPath("bay", "/bay/../other/inspections"), null);
  assert.equal(sameShopPath("bay", "/bay\\@evil.example"), null);
  assert.equal(sameShopPath("bay", "/bayside/inspections"), null);
});
