// A Vite plugin for the browser bundle: an import from a module's ui.ts (a barrel re-exporting the module's
// pages and helpers) becomes an import from the file that defines each name, and the barrels lose their
// re-exports. The bundler (Rolldown) puts a file in the chunk of every entry that reaches it through static
// imports, whether or not the names are used, so a route file that took one search reader from
// modules/inspections/ui.ts put every inspections page in the main chunk that every page loads (issue 19).
// Code keeps importing ui.ts (the module rules, decision 018); only the bundle's graph is precise.
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** `import { a, b as c, type T } from "x"` or `export { a } from "x"` (possibly over several lines). */
const NAMED_IMPORT = /^(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["'];?[ \t]*$/gm;
/** `import * as x from "x"` and `export * from "x"`. */
const WHOLE_IMPORT =
  /^(?:import\s+\*\s+as\s+[\w$]+|export\s+\*(?:\s+as\s+[\w$]+)?)\s+from\s*["']([^"']+)["']/gm;
/** `export { a, b as c } from "x"` and `export * from "x"` in a barrel. */
const RE_EXPORT = /^export\s+(type\s+)?(?:\*|\{([^}]*)\})\s*from\s*["']([^"']+)["'];?[ \t]*$/gm;
/** Names a file defines and exports itself. */
const LOCAL_EXPORT =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm;
const LOCAL_EXPORT_LIST = /^export\s+(type\s+)?\{([^}]*)\}\s*;?[ \t]*$/gm;

interface Binding {
  /** The name as the importer wrote it before `as` (the barrel's exported name). */
  imported: string;
  local: string;
  typeOnly: boolean;
}

function bindingsOf(list: string, allTypes: boolean): Binding[] {
  return list.split(",").map((part) => part.trim()).filter(Boolean).map((part) => {
    const typeOnly = allTypes || /^type\s/.test(part);
    const [imported, local] = part.replace(/^type\s+/, "").split(/\s+as\s+/).map((name) => name.trim());
    return { imported, local: local ?? imported, typeOnly };
  });
}

type Resolve = (specifier: string, importer: string) => Promise<string | null>;
type Definition = { file: string; name: string };

/**
 * Where `name` exported by `file` is defined: the file and its name there, or null when no file defines it
 * (a type re-exported in a way this reader does not follow, say).
 */
export async function definitionOf(
  file: string,
  name: string,
  resolve: Resolve,
  read: (file: string) => string,
  seen = new Set<string>(),
): Promise<Definition | null> {
  if (seen.has(file)) return null;
  seen.add(file);
  const code = read(file);
  for (const match of code.matchAll(LOCAL_EXPORT)) if (match[1] === name) return { file, name };
  for (const match of code.matchAll(LOCAL_EXPORT_LIST)) {
    if (bindingsOf(match[2], false).some((binding) => binding.local === name)) return { file, name };
  }
  for (const match of code.matchAll(RE_EXPORT)) {
    const [, , list, specifier] = match;
    const target = await resolve(specifier, file);
    if (!target) continue;
    if (list === undefined) {
      const found = await definitionOf(target, name, resolve, read, seen);
      if (found) return found;
      continue;
    }
    const binding = bindingsOf(list, false).find((candidate) => candidate.local === name);
    if (binding) return await definitionOf(target, binding.imported, resolve, read, seen) ?? null;
  }
  return null;
}

/** Rewrites `code`'s imports (and re-exports) from barrels to imports from the defining files. */
export async function rewriteBarrelImports(
  code: string,
  importer: string,
  isBarrel: (file: string) => boolean,
  resolve: Resolve,
  read: (file: string) => string,
): Promise<string | null> {
  // A whole barrel taken at once would lose the re-exports withoutReExports takes out: refused, loudly.
  for (const match of code.matchAll(WHOLE_IMPORT)) {
    const barrel = await resolve(match[1], importer);
    if (barrel && isBarrel(barrel)) {
      throw new Error(`${importer}: "${match[0]}" takes a whole ui.ts; import the names it uses instead.`);
    }
  }
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const match of code.matchAll(NAMED_IMPORT)) {
    const [statement, keyword, allTypes, list, specifier] = match;
    const barrel = await resolve(specifier, importer);
    // `import type { ... }` is gone from the bundle anyway.
    if (allTypes || !barrel || !isBarrel(barrel)) continue;
    const byFile = new Map<string, string[]>();
    const kept: string[] = [];
    const keptTypes: string[] = [];
    for (const binding of bindingsOf(list, Boolean(allTypes))) {
      const found: Definition | null = binding.typeOnly
        ? null
        : await definitionOf(barrel, binding.imported, resolve, read);
      if (!found || found.file === barrel) {
        (binding.typeOnly ? keptTypes : kept).push(`${binding.imported} as ${binding.local}`);
        continue;
      }
      byFile.set(found.file, [...byFile.get(found.file) ?? [], `${found.name} as ${binding.local}`]);
    }
    const statements = [...byFile].map(([file, names]) =>
      `${keyword} { ${names.join(", ")} } from ${JSON.stringify(file)};`
    );
    if (kept.length > 0) {
      statements.push(`${keyword} { ${kept.join(", ")} } from ${JSON.stringify(specifier)};`);
    }
    // Types on a statement of their own, which the compiler drops whole (no import of the barrel is left).
    if (keptTypes.length > 0) {
      statements.push(`${keyword} type { ${keptTypes.join(", ")} } from ${JSON.stringify(specifier)};`);
    }
    // One line, so the lines after it keep their numbers for source maps.
    edits.push({ start: match.index, end: match.index + statement.length, text: statements.join(" ") });
  }
  if (edits.length === 0) return null;
  let result = code;
  for (const edit of edits.reverse()) {
    const lines = code.slice(edit.start, edit.end).split("\n").length - 1;
    result = result.slice(0, edit.start) + edit.text + "\n".repeat(lines) + result.slice(edit.end);
  }
  return result;
}

/** The barrel without its re-exports: every importer now takes those names from where they are defined. */
export function withoutReExports(code: string): string {
  return code.replace(RE_EXPORT, (statement) => "\n".repeat(statement.split("\n").length - 1));
}

/** The plugin, for the client build only; `isBarrel` tells a barrel's absolute path, `isSource` a file to rewrite. */
export function barrelImports(
  isBarrel: (file: string) => boolean,
  isSource: (file: string) => boolean,
): Plugin {
  const read = (file: string) => readFileSync(file, "utf8");
  return {
    name: "barrel-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async transform(code, id) {
      const file = id.split("?")[0];
      if (!isSource(file)) return null;
      const resolve: Resolve = async (specifier, importer) =>
        (await this.resolve(specifier, importer))?.id.split("?")[0] ?? null;
      const rewritten = await rewriteBarrelImports(code, file, isBarrel, resolve, read) ?? code;
      const result = isBarrel(file) ? withoutReExports(rewritten) : rewritten;
      return result === code ? null : { code: result, map: null };
    },
  };
}
