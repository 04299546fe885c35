// Shop-type templates from the command line: list them, import one from a catalogue document (a new one, or
// a replacement), and export a template's or a working shop's catalogue as a document, so a shop's catalogue
// can become a template. docs/catalog/templates.md describes the document.
import { exportCatalog, exportTemplate, installTemplate, listTemplates } from "../../modules/catalog/mod.ts";
import { findShopByUriName } from "../../modules/shops/mod.ts";
import { InputError } from "../platform/errors.ts";
import { type Command, UsageError } from "./command.ts";

export const templatesList: Command = {
  name: "templates:list",
  summary: "List the shop-type templates with their counts of inspection types, tasks and findings",
  flags: {},
  needsCurrentSchema: true,
  async run(_flags, { sql, print }) {
    const templates = await listTemplates(sql);
    if (templates.length === 0) {
      print("There are no templates: run `deno task cli db:migrate` to install the built-in ones.");
      return;
    }
    const rows = [
      ["KEY", "NAME", "ORIGIN", "TYPES", "TASKS", "FINDINGS"],
      ...templates.map((t) =>
        [t.key, t.name, t.origin, t.typeCount, t.taskCount, t.findingCount].map(String)
      ),
    ];
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) {
      print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
    }
  },
};

export const templatesImport: Command = {
  name: "templates:import",
  summary: "Install a shop-type template from a catalogue document (JSON), or replace one with --replace",
  flags: {
    file: { description: "the catalogue document, as written by templates:export", required: true },
    replace: { description: "replace the template with the document's key if it exists", switch: true },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    const json = parseJson(await readDocument(flags.file), flags.file);
    const result = await sql.begin((tx) =>
      installTemplate(tx, json, { replace: flags.replace === "yes", origin: "imported" })
    );
    const { key } = json as { key: string };
    const c = result.created;
    print(
      `${result.replaced ? "Replaced" : "Installed"} the template ${key}: ${c.types} inspection types, ` +
        `${c.categories} categories, ${c.tasks} tasks, ${c.findings} findings.`,
    );
  },
};

export const templatesExport: Command = {
  name: "templates:export",
  summary: "Write a template's catalogue (--key) or a shop's (--shop) as a catalogue document",
  flags: {
    key: { description: "the template's key (templates:list shows them)" },
    shop: { description: "a working shop's address instead: its catalogue, to become a template" },
    out: { description: "the file to write; without it the document goes to standard output" },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    if ((flags.key === undefined) === (flags.shop === undefined)) {
      throw new UsageError("templates:export needs either --key or --shop.");
    }
    const document = await sql.begin(async (tx) => {
      if (flags.key !== undefined) return await exportTemplate(tx, flags.key.trim().toLowerCase());
      const shop = await findShopByUriName(tx, flags.shop.trim().toLowerCase());
      if (!shop || shop.kind !== "shop") throw new InputError(`There is no shop at /${flags.shop}.`);
      return await exportCatalog(tx, shop, "");
    });
    const text = JSON.stringify(document, null, 2) + "\n";
    if (flags.out === undefined) {
      print(text.trimEnd());
      return;
    }
    try {
      await Deno.writeTextFile(flags.out, text);
    } catch (error) {
      throw new InputError(`Could not write ${flags.out}: ${(error as Error).message}`);
    }
    print(`Wrote the catalogue of ${document.name} to ${flags.out}.`);
  },
};

async function readDocument(path: string): Promise<string> {
  try {
    return await Deno.readTextFile(path);
  } catch (error) {
    throw new InputError(`Could not read ${path}: ${(error as Error).message}`);
  }
}

function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${path} is not JSON: ${(error as Error).message}`);
  }
}
