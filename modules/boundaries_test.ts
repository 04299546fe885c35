// Checks the module rules over the whole import graph that `deno info --json` reports, so a violation
// fails the tests even where the lint rule was silenced. Each failure names the offending import.
import assert from "node:assert/strict";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkDeclaredGraph, checkImport, findCycles, silencedBoundaryLines } from "./boundary_rules.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SOURCE_DIRS = ["src", "modules", "jobs", "tests", "bench", "scripts"];
/** Installed packages and generated output, not the project's code. */
const SKIPPED_DIRS = new Set(["node_modules", "s3rver", "output"]);

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory && !SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

async function projectFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) for await (const file of sourceFiles(join(ROOT, dir))) files.push(file);
  return files.sort();
}

interface ImportGraph {
  /** Every import, type-only ones included: the module rules apply to both. */
  all: Map<string, string[]>;
  /** Imports that run code: a cycle here makes module start-up order matter. */
  code: Map<string, string[]>;
}

/** The project's import graph, as paths relative to the root. */
async function importGraph(files: string[]): Promise<ImportGraph> {
  const probe = await Deno.makeTempFile({ suffix: ".ts" });
  try {
    await Deno.writeTextFile(
      probe,
      files.map((f) => `import ${JSON.stringify(pathToFileURL(f).href)};`).join("\n"),
    );
    const output = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", "--config", join(ROOT, "deno.json"), probe],
      cwd: ROOT,
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.ok(output.success, new TextDecoder().decode(output.stderr));
    const info = JSON.parse(new TextDecoder().decode(output.stdout)) as {
      modules: Array<
        {
          specifier: string;
          dependencies?: Array<{ code?: { specifier: string }; type?: { specifier: string } }>;
        }
      >;
    };
    const local = (specifier: string | undefined) =>
      specifier?.startsWith("file://")
        ? relative(ROOT, fileURLToPath(specifier)).replaceAll("\\", "/")
        : null;
    const graph: ImportGraph = { all: new Map(), code: new Map() };
    const inProject = (t: string | null): t is string => t !== null && !t.startsWith("..");
    for (const module of info.modules) {
      const from = local(module.specifier);
      if (!inProject(from)) continue;
      const deps = module.dependencies ?? [];
      const code = deps.map((d) => local(d.code?.specifier)).filter(inProject);
      const types = deps.map((d) => local(d.type?.specifier)).filter(inProject);
      graph.all.set(from, [...new Set([...code, ...types])].filter((t) => t !== from));
      graph.code.set(from, [...new Set(code)].filter((t) => t !== from));
    }
    return graph;
  } finally {
    await Deno.remove(probe);
  }
}

Deno.test("the declared module graph only points to lower layers", () => {
  assert.deepEqual(checkDeclaredGraph(), []);
});

Deno.test("every module folder has its public mod.ts", async () => {
  const { LAYERS } = await import("./dependencies.ts");
  for (const module of LAYERS.flat()) {
    const stat = await Deno.stat(join(ROOT, "modules", module, "mod.ts")).catch(() => null);
    assert.ok(stat?.isFile, `modules/${module}/mod.ts is missing`);
  }
});

Deno.test("no import breaks the module rules, and no code imports form a cycle", async () => {
  const graph = await importGraph(await projectFiles());
  assert.ok(graph.all.size > 20, `the import graph looks too small (${graph.all.size} files)`);
  const problems = [...graph.all].flatMap(([from, targets]) => targets.map((to) => checkImport(from, to)))
    .filter((problem): problem is string => problem !== null);
  assert.deepEqual(problems, [], `module rule violations:\n${problems.join("\n")}`);
  const cycles = findCycles(graph.code);
  assert.deepEqual(cycles, [], `import cycles:\n${cycles.join("\n")}`);
});

Deno.test("no file silences the module-boundaries lint rule", async () => {
  const offenders: string[] = [];
  for (const file of await projectFiles()) {
    const silenced = silencedBoundaryLines(await Deno.readTextFile(file));
    offenders.push(...silenced.map((line) => `${relative(ROOT, file)}:${line}`));
  }
  assert.deepEqual(offenders, []);
});
