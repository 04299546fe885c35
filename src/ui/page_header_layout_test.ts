import assert from "node:assert/strict";
import { headerLayout } from "./page_header_layout.ts";

Deno.test("at 1024 wide or more, parts in one row keep the row layout", () => {
  assert.equal(headerLayout(1024, [8, 6, 10]), "row");
  assert.equal(headerLayout(1600, [8, 27]), "row", "19 px apart is alignment, not a wrap");
});

Deno.test("at 1024 wide or more, a part about 20 px lower means the parts wrapped: alternate layout", () => {
  assert.equal(headerLayout(1024, [8, 28]), "alternate");
  assert.equal(headerLayout(1280, [8, 8, 60]), "alternate");
});

Deno.test("under 1024 wide the small-screen layout applies whatever the parts do", () => {
  assert.equal(headerLayout(1023, [8, 8]), "small");
  assert.equal(headerLayout(390, [8, 90]), "small");
});

Deno.test("a header with one part cannot wrap", () => {
  assert.equal(headerLayout(1280, [8]), "row");
  assert.equal(headerLayout(1280, []), "row");
});
