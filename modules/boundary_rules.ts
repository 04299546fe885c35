// The module rules as one pure function, shared by the lint plugin (scripts/lint/module_boundaries.ts),
// which flags an import as it is typed, and modules/boundaries_test.ts, which checks the whole import graph
// from `deno info --json`, so a rule cannot be skipped by a lint-ignore.
//
//  - Outside a module, only its mod.ts (server code) or ui.ts (route and UI code) may be imported.
//  - A module may import another only when modules/dependencies.ts declares that dependency, and only
//    toward a lower layer.
//  - src/platform (server) and src/ui (the React kit) are kernels below every module: any code may import
//    them; the platform imports no other project code, the kit only the platform.
//  - Modules never import routes or the shell (the rest of src/, jobs/); routes import only modules' ui.ts,
//    the kernels, and no other route.
//  - tests/, bench/ and scripts/ import only public files, like any other outsider.
//  - A module file whose name starts with an underscore is private to its own folder.
import { DEPENDENCIES, LAYERS, type ModuleName } from "./dependencies.ts";

export type Place =
  | { kind: "module"; module: ModuleName; file: string }
  | { kind: "platform"; file: string }
  | { kind: "kit"; file: string }
  | { kind: "routes"; file: string }
  | { kind: "shell"; file: string }
  | { kind: "outside"; file: string }
  | { kind: "free"; file: string };

const MODULE_NAMES = new Set<string>(LAYERS.flat());
const PUBLIC_FILES = new Set(["mod.ts", "ui.ts"]);
/** Folders that use the project the way a stranger would: through public files only. */
const OUTSIDE_FOLDERS = new Set(["tests", "bench", "scripts"]);
const TEST_FILE = /_test\.tsx?$/;
const TEST_SUPPORT = "tests/support/";
/** The generated route tree and the router that mounts it are the only files that import routes. */
const ROUTE_TREE = new Set(["src/routeTree.gen.ts", "src/router.tsx"]);

/** Classifies a path relative to the project root (forward slashes). */
export function placeOf(path: string): Place {
  const parts = path.split("/");
  if (parts[0] === "modules" && parts.length > 2 && MODULE_NAMES.has(parts[1])) {
    return { kind: "module", module: parts[1] as ModuleName, file: parts.slice(2).join("/") };
  }
  if (parts[0] === "src" && parts[1] === "platform") return { kind: "platform", file: path };
  if (parts[0] === "src" && parts[1] === "ui") return { kind: "kit", file: path };
  if (parts[0] === "src" && parts[1] === "routes") return { kind: "routes", file: path };
  if (parts[0] === "src" || parts[0] === "jobs") return { kind: "shell", file: path };
  if (OUTSIDE_FOLDERS.has(parts[0])) return { kind: "outside", file: path };
  return { kind: "free", file: path };
}

export function layerOf(module: ModuleName): number {
  return LAYERS.findIndex((layer) => (layer as readonly string[]).includes(module));
}

/** Why `from` may not import `to` (both relative to the project root), or null when it may. */
export function checkImport(from: string, to: string): string | null {
  const source = placeOf(from);
  const target = placeOf(to);
  if (source.kind === "free") return null;

  const name = to.slice(to.lastIndexOf("/") + 1);
  if (target.kind === "module" && name.startsWith("_") && dirOf(to) !== dirOf(from)) {
    return `${from} imports ${to}, which is private to ${dirOf(to)}/ (its name starts with an underscore).`;
  }

  // Any test may use the shared test support (databases, peers, fixtures), wherever the test lives.
  if (TEST_FILE.test(from) && to.startsWith(TEST_SUPPORT)) return null;

  if (source.kind === "platform") {
    if (target.kind === "platform" || target.kind === "free") return null;
    return `${from} imports ${to}: src/platform is the shared kernel and cannot depend on modules or app code.`;
  }
  if (source.kind === "kit") {
    if (target.kind === "kit" || target.kind === "platform" || target.kind === "free") return null;
    return `${from} imports ${to}: src/ui is the React kit below every module; it imports only itself and ` +
      `src/platform, never a module, a route or the shell.`;
  }

  if (target.kind === "module") {
    if (source.kind === "module" && source.module === target.module) return null;
    if (!PUBLIC_FILES.has(target.file)) {
      return `${from} imports ${to}, an internal file of the ${target.module} module: import ` +
        `modules/${target.module}/mod.ts (server) or modules/${target.module}/ui.ts (pages) instead.`;
    }
    if (source.kind === "routes" && target.file !== "ui.ts") {
      return `${from} imports ${to}: route files may import only a module's ui.ts.`;
    }
    if (source.kind === "module") return checkModuleEdge(from, to, source.module, target.module);
    return null;
  }

  if (target.kind === "routes" && !ROUTE_TREE.has(from)) {
    return `${from} imports ${to}: route files are imported only by the route tree; share code through a ` +
      `module's ui.ts or the kit in src/ui.`;
  }
  if (source.kind === "module" && target.kind === "shell") {
    return `${from} imports ${to}: modules cannot import the app shell (src/ outside src/platform and src/ui, ` +
      `jobs/).`;
  }
  if (source.kind === "routes" && target.kind === "shell") {
    return `${from} imports ${to}: route files may import only modules' ui.ts and the kernels (src/ui, ` +
      `src/platform).`;
  }
  return null;
}

function checkModuleEdge(from: string, to: string, source: ModuleName, target: ModuleName): string | null {
  if (layerOf(target) >= layerOf(source)) {
    return `${from} imports ${to}: the ${source} module cannot depend on ${target}, which is not in a lower ` +
      `layer (${LAYERS.map((layer) => layer.join(", ")).join(" < ")}).`;
  }
  if (!DEPENDENCIES[source].includes(target)) {
    return `${from} imports ${to}: the ${source} module does not declare ${target} as a dependency in ` +
      `modules/dependencies.ts.`;
  }
  return null;
}

/** Problems in the declared graph itself: an edge that points sideways or up, or a module in no layer. */
export function checkDeclaredGraph(): string[] {
  const problems: string[] = [];
  for (const [module, deps] of Object.entries(DEPENDENCIES) as Array<[ModuleName, readonly ModuleName[]]>) {
    if (layerOf(module) < 0) problems.push(`${module} is declared but is in no layer.`);
    for (const dep of deps) {
      if (layerOf(dep) >= layerOf(module)) {
        problems.push(`${module} declares a dependency on ${dep}, which is not in a lower layer.`);
      }
    }
  }
  return problems;
}

/** Every cycle among the files, each as "a -> b -> a" (one per strongly connected group). */
export function findCycles(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "visiting") {
        cycles.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

function dirOf(path: string): string {
  return path.slice(0, Math.max(0, path.lastIndexOf("/")));
}

/** The lines of a file's text that silence the module-boundaries lint rule (by name, or every rule of the
 * file), each as "line: text"; the rules cannot be switched off where someone finds them in the way. */
export function silencedBoundaryLines(text: string): string[] {
  return text.split("\n").flatMap((line, index) => {
    const ignore = /deno-lint-ignore(-file)?\b(.*)$/.exec(line);
    if (!ignore) return [];
    const rules = ignore[2].trim();
    return rules.includes("module-boundaries") || (ignore[1] && rules === "")
      ? [`${index + 1}: ${line.trim()}`]
      : [];
  });
}
