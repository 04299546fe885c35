import assert from "node:assert/strict";
import { checkImport, findCycles } from "./boundary_rules.ts";

Deno.test("a module may import its own files and a declared lower module's mod.ts or ui.ts", () => {
  assert.equal(checkImport("modules/catalog/ui.ts", "modules/catalog/queries.server.ts"), null);
  assert.equal(checkImport("modules/catalog/ui.ts", "modules/shops/mod.ts"), null);
  assert.equal(checkImport("modules/catalog/x.ts", "modules/shops/ui.ts"), null);
  assert.equal(checkImport("modules/catalog/x.ts", "src/platform/db.ts"), null);
});

Deno.test("another module's internals are refused, naming the import", () => {
  const problem = checkImport("modules/catalog/x.ts", "modules/shops/queries.server.ts");
  assert.match(
    problem ?? "",
    /modules\/catalog\/x\.ts imports modules\/shops\/queries\.server\.ts, an internal file/,
  );
});

Deno.test("a lower module cannot import a higher one, nor a module of its own layer", () => {
  assert.match(checkImport("modules/shops/x.ts", "modules/catalog/mod.ts") ?? "", /cannot depend on catalog/);
  assert.match(
    checkImport("modules/media/x.ts", "modules/messaging/mod.ts") ?? "",
    /cannot depend on messaging/,
  );
});

Deno.test("a lower module that is not declared is refused", () => {
  // messaging is in a lower layer than catalog, but catalog does not list it.
  assert.match(
    checkImport("modules/catalog/x.ts", "modules/messaging/mod.ts") ?? "",
    /does not declare messaging as a dependency/,
  );
});

Deno.test("platform imports no module and no shell code; modules import no shell code", () => {
  assert.match(checkImport("src/platform/db.ts", "modules/shops/mod.ts") ?? "", /shared kernel/);
  assert.match(checkImport("src/platform/db.ts", "src/server.ts") ?? "", /shared kernel/);
  assert.match(checkImport("modules/shops/x.ts", "src/server.ts") ?? "", /cannot import the app shell/);
});

Deno.test("route and UI code imports only a module's ui.ts; server shell code may use mod.ts", () => {
  assert.match(checkImport("src/routes/index.tsx", "modules/shops/mod.ts") ?? "", /only a module's ui\.ts/);
  assert.equal(checkImport("src/routes/index.tsx", "modules/shops/ui.ts"), null);
  assert.equal(checkImport("src/app.ts", "modules/shops/mod.ts"), null);
  assert.match(checkImport("src/app.ts", "modules/shops/create_shop.ts") ?? "", /internal file/);
});

Deno.test("an underscore file is private to its folder", () => {
  assert.equal(checkImport("modules/inspections/a.ts", "modules/inspections/_rules.ts"), null);
  assert.match(
    checkImport("modules/inspections/ui/row.tsx", "modules/inspections/_rules.ts") ?? "",
    /private to modules\/inspections\//,
  );
});

Deno.test("cycles are reported with their path", () => {
  const graph = new Map([["a.ts", ["b.ts"]], ["b.ts", ["c.ts"]], ["c.ts", ["a.ts"]], ["d.ts", ["a.ts"]]]);
  assert.deepEqual(findCycles(graph), ["a.ts -> b.ts -> c.ts -> a.ts"]);
  assert.deepEqual(findCycles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]])), []);
});
