import assert from "node:assert/strict";
import { hrefWithHash } from "./hash_location.ts";
import { addToList, DETAILS, parseHash, removeFromList } from "./hash_state.ts";

Deno.test("writing the hash keeps the path, the query and the hash's other names", () => {
  const page = "https://shop.example/demo/tasks?active=1#tab=notes&details=4";
  const opened = addToList(parseHash(new URL(page).hash), DETAILS, "9");
  assert.equal(hrefWithHash(page, opened), "https://shop.example/demo/tasks?active=1#tab=notes&details=4.9");
});

Deno.test("an empty state leaves no hash at all", () => {
  const page = "https://shop.example/demo/tasks#details=4";
  const closed = removeFromList(parseHash(new URL(page).hash), DETAILS, "4");
  assert.equal(hrefWithHash(page, closed), "https://shop.example/demo/tasks");
});
