// A shop's strings of one culture from the command line (decision 028): export them as a JSON document
// (the shop's overrides of the app's messages and its catalogue's translations), and import such a document
// into a shop, replacing that culture's strings. An import is checked whole before anything is written.
import {
  exportLocalization,
  importLocalization,
  readLocalizationDocument,
} from "../../modules/catalog/mod.ts";
import { findShopByUriName } from "../../modules/shops/mod.ts";
import type { Tx } from "../platform/db.ts";
import { InputError } from "../platform/errors.ts";
import type { Command } from "./command.ts";

async function shopIdOf(tx: Tx, uriName: string): Promise<number> {
  const shop = await findShopByUriName(tx, uriName.trim().toLowerCase());
  if (!shop || shop.kind !== "shop") throw new InputError(`There is no shop at /${uriName}.`);
  return shop.id;
}

export const localizationsExport: Command = {
  name: "localizations:export",
  summary: "Write a shop's strings of one culture (its wording and catalogue translations) as a JSON file",
  flags: {
    shop: { description: "the shop's address name, as in /{shop}", required: true },
    culture: { description: "the culture, such as es-MX", required: true },
    file: { description: "the file to write; without it the document goes to standard output" },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    const document = await sql.begin(async (tx) =>
      exportLocalization(tx, await shopIdOf(tx, flags.shop), flags.culture)
    );
    const text = JSON.stringify(document, null, 2) + "\n";
    if (flags.file === undefined) {
      print(text.trimEnd());
      return;
    }
    try {
      await Deno.writeTextFile(flags.file, text);
    } catch (error) {
      throw new InputError(`Could not write ${flags.file}: ${(error as Error).message}`);
    }
    const counts = `${Object.keys(document.messages).length} messages, ${
      Object.keys(document.catalogue).length
    } catalogue translations`;
    print(`Wrote ${document.culture} of /${flags.shop} (${counts}) to ${flags.file}.`);
  },
};

export const localizationsImport: Command = {
  name: "localizations:import",
  summary:
    "Replace a shop's strings of the file's culture with the file's (as written by localizations:export)",
  flags: {
    shop: { description: "the shop's address name, as in /{shop}", required: true },
    file: { description: "the JSON document", required: true },
  },
  needsCurrentSchema: true,
  async run(flags, { sql, print }) {
    let text: string;
    try {
      text = await Deno.readTextFile(flags.file);
    } catch (error) {
      throw new InputError(`Could not read ${flags.file}: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new InputError(`${flags.file} is not JSON: ${(error as Error).message}`);
    }
    const document = readLocalizationDocument(json);
    const counts = await sql.begin(async (tx) =>
      importLocalization(tx, await shopIdOf(tx, flags.shop), document)
    );
    print(
      `Imported ${document.culture} into /${flags.shop}: ${counts.messages} messages, ` +
        `${counts.catalogue} catalogue translations.`,
    );
  },
};
