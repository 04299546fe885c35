// Every top-level page path the app defines must be reserved, or a shop could be named after it and
// collide with it.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { RESERVED_FIRST_SEGMENTS } from "./platform/reserved_paths.ts";

Deno.test("every top-level route of the app is a reserved shop web address", async () => {
  const routes = fileURLToPath(new URL("./routes/", import.meta.url));
  const unreserved: string[] = [];
  for await (const entry of Deno.readDir(routes)) {
    const segment = entry.name.replace(/\.tsx?$/, "").split(".")[0];
    // $params, _pathless layouts, __root and index are not literal first segments.
    if (/^[$_]/.test(segment) || segment === "index") continue;
    if (!RESERVED_FIRST_SEGMENTS.has(segment)) unreserved.push(segment);
  }
  assert.deepEqual(unreserved, [], "add these to src/platform/reserved_paths.ts");
});

Deno.test("the HTTP layer's own paths are reserved", () => {
  for (const segment of ["ajax", "assets", "healthz", "r", "report", "login", "logout", "register"]) {
    assert.ok(RESERVED_FIRST_SEGMENTS.has(segment), segment);
  }
});
