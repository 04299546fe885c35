// The layout decision 018 promises, checked: route files are thin and are only routes, a feature's React lives
// in its module, and the shell stays small beside the modules it composes.
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const MAX_ROUTE_LINES = 60;

async function* filesIn(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(join(ROOT, dir))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) yield* filesIn(path);
    else yield path;
  }
}

async function codeFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of filesIn(dir)) {
    if (/\.tsx?$/.test(file) && !/_test\.tsx?$/.test(file) && !file.endsWith("routeTree.gen.ts")) {
      files.push(file);
    }
  }
  return files;
}

async function linesOf(file: string): Promise<number> {
  return (await Deno.readTextFile(join(ROOT, file))).trimEnd().split("\n").length;
}

Deno.test("every file under src/routes is a route: no -helper files or folders beside them", async () => {
  const helpers: string[] = [];
  for await (const file of filesIn("src/routes")) {
    if (file.split("/").some((part) => part.startsWith("-"))) helpers.push(file);
  }
  assert.deepEqual(helpers, [], "a page's pieces belong in its module, exported from the module's ui.ts");
});

Deno.test(`every route file is at most ${MAX_ROUTE_LINES} lines`, async () => {
  const long: string[] = [];
  for (const file of await codeFiles("src/routes")) {
    const lines = await linesOf(file);
    if (lines > MAX_ROUTE_LINES) long.push(`${file}: ${lines} lines`);
  }
  assert.deepEqual(
    long,
    [],
    "a route declares its path, search, loader and head, and renders a module's page",
  );
});

Deno.test("React lives in the modules, the kit and the route files only", async () => {
  // TanStack Start's own files are the exceptions: the router and the browser's entry.
  const stray = (await codeFiles("src")).filter((file) =>
    file.endsWith(".tsx") && !file.startsWith("src/ui/") && !file.startsWith("src/routes/") &&
    file !== "src/router.tsx" && file !== "src/client.tsx"
  );
  assert.deepEqual(stray, []);
});

Deno.test("the shell and kernels in src/ hold less than a quarter of the code", async () => {
  const count = async (dirs: string[]) => {
    let total = 0;
    for (const dir of dirs) for (const file of await codeFiles(dir)) total += await linesOf(file);
    return total;
  };
  const shell = await count(["src"]);
  const all = shell + await count(["modules", "jobs"]);
  assert.ok(all > 10_000, `the count looks wrong: ${all} lines in all`);
  assert.ok(
    shell < all / 4,
    `src/ holds ${shell} of ${all} lines (${(100 * shell / all).toFixed(1)}%): move features into modules`,
  );
});
