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
