import assert from "node:assert/strict";
import { sameShopPath } from "./return_url.ts";

Deno.test("returnUrl: a path of the same shop is kept, with its query", () => {
  assert.equal(sameShopPath("oak", "/oak/inspections?status=created"), "/oak/inspections?status=created");
  assert.equal(sameShopPath("Oak", "/oak"), "/oak");
});

Deno.test("returnUrl: other sites, other shops and tricks are dropped", () => {
  for (
    const raw of [
      "https://evil.example/oak/",
      "//evil.example/oak/",
      "/oak//evil.example",
      "/oakland/inspections",
      "/other/inspections",
      "/oak/\\evil",
      "javascript:alert(1)",
      "/oak/../other/x",
      "/oak/../oakland/x",
      42,
      undefined,
    ]
  ) {
    assert.equal(sameShopPath("oak", raw), null, String(raw));
  }
});
Deno.test("returnUrl: the crafted addresses the audit page was tested with are dropped too", () => {
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
