// deno lint plugin: flags an import that breaks the module rules (modules/boundary_rules.ts) in the editor
// and in `deno lint`. modules/boundaries_test.ts checks the same rules over the whole graph.
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkImport } from "../../modules/boundary_rules.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** deno.json's folder aliases (`@ui/` and the like), each with the folder it stands for. */
const FOLDER_ALIASES = Object.entries(
  (JSON.parse(Deno.readTextFileSync(resolve(ROOT, "deno.json"))) as { imports: Record<string, string> })
    .imports,
).filter(([alias, target]) => alias.endsWith("/") && target.startsWith("./"));

/** The file an import names, as an absolute path, or null for a package. */
function fileOf(importer: string, specifier: string): string | null {
  const path = specifier.split("?")[0];
  if (path.startsWith(".")) return resolve(dirname(importer), path);
  const alias = FOLDER_ALIASES.find(([name]) => path.startsWith(name));
  return alias ? resolve(ROOT, alias[1], path.slice(alias[0].length)) : null;
}

function check(context: Deno.lint.RuleContext, node: Deno.lint.Node, specifier: unknown) {
  if (typeof specifier !== "string") return;
  const file = fileOf(context.filename, specifier);
  if (file === null) return;
  const from = relative(ROOT, context.filename).replaceAll("\\", "/");
  const to = relative(ROOT, file).replaceAll("\\", "/");
  const problem = checkImport(from, to);
  if (problem) context.report({ node, message: problem });
}

const plugin: Deno.lint.Plugin = {
  name: "dvi",
  rules: {
    "module-boundaries": {
      create(context) {
        return {
          ImportDeclaration: (node) => check(context, node, node.source.value),
          ExportAllDeclaration: (node) => check(context, node, node.source.value),
          ExportNamedDeclaration: (node) => check(context, node, node.source?.value),
          ImportExpression: (node) =>
            check(context, node, node.source.type === "Literal" ? node.source.value : null),
        };
      },
    },
  },
};

export default plugin;
