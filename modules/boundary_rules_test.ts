import assert from "node:assert/strict";
import { checkImport, findCycles, silencedBoundaryLines } from "./boundary_rules.ts";

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

Deno.test("route files import only a module's ui.ts and the kernels; server shell code may use mod.ts", () => {
  assert.match(checkImport("src/routes/index.tsx", "modules/shops/mod.ts") ?? "", /only a module's ui\.ts/);
  assert.equal(checkImport("src/routes/index.tsx", "modules/shops/ui.ts"), null);
  assert.equal(checkImport("src/routes/index.tsx", "src/ui/forms.tsx"), null);
  assert.match(checkImport("src/routes/index.tsx", "src/demo/demo_shop.ts") ?? "", /only modules' ui\.ts/);
  assert.equal(checkImport("src/app.ts", "modules/shops/mod.ts"), null);
  assert.match(checkImport("src/app.ts", "modules/shops/create_shop.ts") ?? "", /internal file/);
});

Deno.test("the React kit is a kernel: every module may use it, it uses no module, route or shell", () => {
  assert.equal(checkImport("modules/catalog/categories/category_form.tsx", "src/ui/forms.tsx"), null);
  assert.equal(checkImport("src/ui/forms.tsx", "src/platform/page_outcome.ts"), null);
  assert.match(checkImport("src/ui/forms.tsx", "modules/media/ui.ts") ?? "", /React kit below every module/);
  assert.match(checkImport("src/ui/forms.tsx", "src/routes/index.tsx") ?? "", /React kit below every module/);
  assert.match(checkImport("src/ui/forms.tsx", "src/server.ts") ?? "", /React kit below every module/);
});

Deno.test("only the route tree imports route files: no module, route or kit shares code through one", () => {
  assert.equal(checkImport("src/routeTree.gen.ts", "src/routes/index.tsx"), null);
  assert.match(
    checkImport("src/routes/$shopUriName/tasks/add.tsx", "src/routes/$shopUriName/tasks/-task_form.tsx") ??
      "",
    /imported only by the route tree/,
  );
  assert.match(
    checkImport("modules/catalog/ui.ts", "src/routes/index.tsx") ?? "",
    /imported only by the route/,
  );
});

Deno.test("tests, bench and scripts use modules through their public files only", () => {
  assert.equal(checkImport("tests/contract/a_test.ts", "modules/media/mod.ts"), null);
  assert.equal(checkImport("bench/media.ts", "src/app.ts"), null);
  for (const outsider of ["tests/contract/a_test.ts", "bench/media.ts", "scripts/generate_inspections.ts"]) {
    assert.match(checkImport(outsider, "modules/media/types.ts") ?? "", /internal file of the media module/);
  }
  // Shared test support is open to every test, wherever it lives.
  assert.equal(checkImport("src/platform/jobs_test.ts", "tests/support/databases.ts"), null);
  assert.match(checkImport("src/platform/jobs.ts", "tests/support/databases.ts") ?? "", /shared kernel/);
});

Deno.test("an underscore file is private to its folder", () => {
  assert.equal(checkImport("modules/inspections/a.ts", "modules/inspections/_rules.ts"), null);
  assert.match(
    checkImport("modules/inspections/ui/row.tsx", "modules/inspections/_rules.ts") ?? "",
    /private to modules\/inspections\//,
  );
  assert.match(
    checkImport("src/routes/index.tsx", "modules/inspections/_rules.ts") ?? "",
    /private to modules\/inspections\//,
  );
});

Deno.test("cycles are reported with their path", () => {
  const graph = new Map([["a.ts", ["b.ts"]], ["b.ts", ["c.ts"]], ["c.ts", ["a.ts"]], ["d.ts", ["a.ts"]]]);
  assert.deepEqual(findCycles(graph), ["a.ts -> b.ts -> c.ts -> a.ts"]);
  assert.deepEqual(findCycles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]])), []);
});

Deno.test("a lint-ignore of the module rule, by name or for a whole file, is found", () => {
  // Built from parts, so this file does not itself read as silencing the rule.
  const ignore = "deno-lint-" + "ignore";
  const text = [
    'import { x } from "../shops/queries.server.ts";',
    `// ${ignore} dvi/module-boundaries`,
    'import { y } from "../shops/_rules.ts";',
    `// ${ignore}-file`,
    `// ${ignore} no-explicit-any`,
  ].join("\n");
  assert.deepEqual(silencedBoundaryLines(text), [
    `2: // ${ignore} dvi/module-boundaries`,
    `4: // ${ignore}-file`,
  ]);
});
