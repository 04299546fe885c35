import assert from "node:assert/strict";
import { definitionOf, rewriteBarrelImports, withoutReExports } from "./barrel_imports.ts";

// A module as the bundler sees it: a barrel re-exporting a page, a search reader and a whole file, and
// defining a server function itself.
const FILES: Record<string, string> = {
  "/m/ui.ts": [
    'import { createServerFn } from "@tanstack/react-start";',
    'export { LoginPage } from "./login_page.tsx";',
    'export { type LoginSearch, readLoginSearch as readSearch } from "./login_search.ts";',
    'export * from "./types.ts";',
    "export const getPageSession = createServerFn();",
  ].join("\n"),
  "/m/login_page.tsx": "export function LoginPage() {}",
  "/m/login_search.ts": "export interface LoginSearch {}\nexport function readLoginSearch() {}",
  "/m/types.ts": 'export const ROLES = [];\nexport { NOTIFY } from "./notify.ts";',
  "/m/notify.ts": "const modes = 1;\nexport { modes as NOTIFY };",
};
const read = (file: string) => FILES[file];
const resolve = (specifier: string, importer: string) =>
  Promise.resolve(
    specifier.startsWith("./") ? importer.slice(0, importer.lastIndexOf("/")) + specifier.slice(1) : null,
  );
const isBarrel = (file: string) => file.endsWith("/ui.ts");

Deno.test("a name is found where it is defined, through renames and export *", async () => {
  assert.deepEqual(await definitionOf("/m/ui.ts", "readSearch", resolve, read), {
    file: "/m/login_search.ts",
    name: "readLoginSearch",
  });
  assert.deepEqual(await definitionOf("/m/ui.ts", "NOTIFY", resolve, read), {
    file: "/m/notify.ts",
    name: "NOTIFY",
  });
  assert.deepEqual(await definitionOf("/m/ui.ts", "getPageSession", resolve, read), {
    file: "/m/ui.ts",
    name: "getPageSession",
  });
  assert.deepEqual(await definitionOf("/m/ui.ts", "Nowhere", resolve, read), null);
});

Deno.test("a route's import from the barrel goes to the defining files; the barrel's own names stay", async () => {
  const route = [
    'import { createFileRoute } from "@tanstack/react-router";',
    "import {",
    "  getPageSession,",
    "  LoginPage as Page,",
    "  type LoginSearch,",
    "  readSearch,",
    '} from "./ui.ts";',
    "export const Route = 1;",
  ].join("\n");
  const rewritten = await rewriteBarrelImports(route, "/m/route.tsx", isBarrel, resolve, read);
  assert.deepEqual(
    rewritten,
    [
      'import { createFileRoute } from "@tanstack/react-router";',
      'import { LoginPage as Page } from "/m/login_page.tsx"; ' +
      'import { readLoginSearch as readSearch } from "/m/login_search.ts"; ' +
      'import { getPageSession as getPageSession } from "./ui.ts"; ' +
      'import type { LoginSearch as LoginSearch } from "./ui.ts";',
      // The statement's other lines stay as blank lines, so the lines below keep their numbers.
      "",
      "",
      "",
      "",
      "",
      "export const Route = 1;",
    ].join("\n"),
  );
});

Deno.test("re-exports of a barrel's names are rewritten too; other imports are left alone", async () => {
  assert.deepEqual(
    await rewriteBarrelImports('export { ROLES } from "./ui.ts";', "/m/roles.ts", isBarrel, resolve, read),
    'export { ROLES as ROLES } from "/m/types.ts";',
  );
  assert.deepEqual(
    await rewriteBarrelImports('import { x } from "./types.ts";', "/m/a.ts", isBarrel, resolve, read),
    null,
  );
});

Deno.test("the barrel keeps only what it defines itself", () => {
  assert.deepEqual(
    withoutReExports(FILES["/m/ui.ts"]),
    'import { createServerFn } from "@tanstack/react-start";\n\n\n\nexport const getPageSession = createServerFn();',
  );
});

Deno.test("a whole barrel taken at once stops the build", async () => {
  await assert.rejects(
    rewriteBarrelImports('import * as m from "./ui.ts";', "/m/a.ts", isBarrel, resolve, read),
    /takes a whole ui.ts/,
  );
});
