// Every staff screen has its help page, and every help page renders with a title (decision 029). A new route
// under src/routes/$shopUriName fails here until help_aliases.ts names its page and the page is written. The
// translations (pages/<culture>/<alias>.md) are of English pages, and each renders the same way.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { HELP_ROUTES, helpAliasOf } from "./help_aliases.ts";
import { renderHelpMarkdown } from "./help_markdown.server.ts";

const SHOP_ROUTES = new URL("../../routes/$shopUriName/", import.meta.url);
const PAGES = new URL("./pages/", import.meta.url);

async function routeFiles(dir: URL): Promise<URL[]> {
  const found: URL[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.isDirectory ? `${entry.name}/` : entry.name, dir);
    if (entry.isDirectory) found.push(...await routeFiles(url));
    else if (entry.name.endsWith(".tsx")) found.push(url);
  }
  return found;
}

async function pageAliases(dir = PAGES): Promise<string[]> {
  const aliases: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile) aliases.push(entry.name.replace(/\.md$/, ""));
  }
  return aliases.sort();
}

/** The cultures the pages are translated into: the folders of pages/. */
async function translations(): Promise<string[]> {
  const cultures: string[] = [];
  for await (const entry of Deno.readDir(PAGES)) if (entry.isDirectory) cultures.push(entry.name);
  return cultures.sort();
}

Deno.test("every staff route under src/routes/$shopUriName has a help page", async () => {
  const files = await routeFiles(SHOP_ROUTES);
  assert.ok(files.length > 40, "the staff routes are found");
  const pages = new Set(await pageAliases());
  const missing: string[] = [];
  for (const file of files) {
    const id = /createFileRoute\("([^"]+)"\)/.exec(await Deno.readTextFile(file))?.[1];
    assert.ok(id, `${fileURLToPath(file)} declares its route`);
    const alias = helpAliasOf(id);
    if (!alias || !pages.has(alias)) missing.push(`${id} → ${alias ?? "(no row in help_aliases.ts)"}`);
  }
  assert.deepEqual(
    missing,
    [],
    "add a row to src/ui/help/help_aliases.ts and write src/ui/help/pages/<alias>.md",
  );
});

Deno.test("every page the table names is written", async () => {
  const pages = new Set(await pageAliases());
  assert.deepEqual(HELP_ROUTES.filter(([, alias]) => !pages.has(alias)), []);
});

Deno.test("every help page is a lower-case alias.md that renders with a title and a first paragraph", async () => {
  const files = [
    ...(await pageAliases()).map((alias) => `${alias}.md`),
    ...(await Promise.all(
      (await translations()).map(async (culture) =>
        (await pageAliases(new URL(`${culture}/`, PAGES))).map((alias) => `${culture}/${alias}.md`)
      ),
    )).flat(),
  ];
  for (const file of files) {
    const alias = file.replace(/\.md$/, "");
    assert.match(
      file,
      /^([a-z]{2}-[A-Z]{2}\/)?[a-z0-9]+(-[a-z0-9]+)*\.md$/,
      `${file}: a help file is named <alias>.md`,
    );
    const page = renderHelpMarkdown(await Deno.readTextFile(new URL(file, PAGES)));
    assert.ok(page.title.length > 2, `${alias}: a title`);
    assert.ok(page.summary.length > 10, `${alias}: a first paragraph, shown in the index`);
    assert.ok(page.html.length > 100, `${alias}: a body`);
  }
});

Deno.test("every translation is of an English page, and every English page is translated", async () => {
  const english = await pageAliases();
  assert.deepEqual(await translations(), ["es-MX", "fr-CA"]);
  for (const culture of await translations()) {
    const translated = await pageAliases(new URL(`${culture}/`, PAGES));
    assert.deepEqual(
      translated.filter((alias) => !english.includes(alias)),
      [],
      `${culture}: no page without its English one`,
    );
    assert.deepEqual(
      english.filter((alias) => !translated.includes(alias)),
      [],
      `${culture}: every page translated`,
    );
  }
});
