// deno lint plugin: flags an import that breaks the module rules (modules/boundary_rules.ts) in the editor
// and in `deno lint`. modules/boundaries_test.ts checks the same rules over the whole graph.
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkImport } from "../../modules/boundary_rules.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

function check(context: Deno.lint.RuleContext, node: Deno.lint.Node, specifier: unknown) {
  if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
  const from = relative(ROOT, context.filename).replaceAll("\\", "/");
  const to = relative(ROOT, resolve(dirname(context.filename), specifier.split("?")[0])).replaceAll(
    "\\",
    "/",
  );
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
