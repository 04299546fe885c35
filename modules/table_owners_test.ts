// One owner per table: each module's tables.ts (and src/platform/tables.ts for the kernel) lists the tables
// it owns (TABLES) and the views it publishes (VIEWS); every table and view the migrations create has
// exactly one owner, and a module's SQL names only what it owns and the published views of the modules it
// depends on. The rules are in table_owner_rules.ts; the last tests prove they catch bad examples.
import assert from "node:assert/strict";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEPENDENCIES, LAYERS, type ModuleName } from "./dependencies.ts";
import { checkTableUses, type Ownership, ownersOf, tablesCreated, tablesNamed } from "./table_owner_rules.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const PLATFORM = "platform";

/** Where each owner's code and its tables.ts live. */
const OWNER_DIRS: Record<string, string> = {
  ...Object.fromEntries(LAYERS.flat().map((m) => [m, `modules/${m}`])),
  [PLATFORM]: "src/platform",
};

async function declared(): Promise<{ tables: Record<string, readonly string[]>; views: Set<string> }> {
  const tables: Record<string, readonly string[]> = {};
  const views = new Set<string>();
  for (const [owner, dir] of Object.entries(OWNER_DIRS)) {
    const { TABLES, VIEWS = [] } = await import(pathToFileURL(join(ROOT, dir, "tables.ts")).href);
    tables[owner] = [...TABLES, ...VIEWS];
    for (const view of VIEWS) views.add(view);
  }
  return { tables, views };
}

const readsFrom = (owner: string): readonly string[] => DEPENDENCIES[owner as ModuleName] ?? [];

async function* codeFiles(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* codeFiles(path);
    // Tests set up rows in any table they need; only the code that ships is held to the rule.
    else if (/\.tsx?$/.test(entry.name) && !/_test(_support)?\.tsx?$/.test(entry.name)) yield path;
  }
}

async function migrationsText(): Promise<string> {
  const dir = join(ROOT, "migrations");
  const names = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => n.endsWith(".sql")).sort();
  return (await Promise.all(names.map((n) => Deno.readTextFile(join(dir, n))))).join("\n");
}

Deno.test("every table and view the migrations create has exactly one owner", async () => {
  const { owners, twice } = ownersOf((await declared()).tables);
  assert.deepEqual(twice, []);
  const created = [...tablesCreated(await migrationsText()), "schema_migrations"];
  assert.deepEqual(created.filter((t) => !owners.has(t)), [], "tables no tables.ts declares");
  assert.deepEqual([...owners.keys()].filter((t) => !created.includes(t)), [], "declared, never created");
});

Deno.test("a module's SQL names only the tables and views it owns", async () => {
  const { tables, views } = await declared();
  const rules: Ownership = { owners: ownersOf(tables).owners, views, readsFrom };
  const found: string[] = [];
  for (const [owner, dir] of Object.entries(OWNER_DIRS)) {
    for await (const path of codeFiles(join(ROOT, dir))) {
      const file = relative(ROOT, path).replaceAll("\\", "/");
      for (const v of checkTableUses(file, owner, await Deno.readTextFile(path), rules)) {
        found.push(`${v.file}:${v.line} names ${v.table}, which ${v.owner} owns`);
      }
    }
  }
  assert.deepEqual(found, [], "read another module's data through its mod.ts or a view it publishes");
});

const OWNERS = new Map([
  ["shops", "shops"],
  ["shop_members", "shops"],
  ["shops_directory", "shops"],
  ["tasks", "catalog"],
]);
const EXAMPLE: Ownership = {
  owners: OWNERS,
  views: new Set(["shops_directory"]),
  readsFrom: (owner) => owner === "catalog" ? ["shops"] : [],
};

Deno.test("the rule refuses a module writing another module's table", () => {
  const source = "export const rename = (tx: Tx, id: number, name: string) =>\n" +
    "  tx`update shops set name = ${name}, updated_at = now() where id = ${id}`;\n";
  assert.deepEqual(checkTableUses("modules/catalog/rename.ts", "catalog", source, EXAMPLE), [
    { file: "modules/catalog/rename.ts", line: 2, table: "shops", owner: "shops" },
  ]);
});

Deno.test("the rule lets a module read the views of the modules it depends on, and no more", () => {
  const read = "tx`select t.id, s.name from tasks t join shops_directory s on s.id = t.shop_id`;";
  assert.deepEqual(checkTableUses("modules/catalog/list.ts", "catalog", read, EXAMPLE), []);
  assert.deepEqual(checkTableUses("modules/media/list.ts", "media", read, EXAMPLE).map((v) => v.table), [
    "tasks",
    "shops_directory",
  ]);
  const write = "tx`update shops_directory set name = ${name}`; tx`delete from shops_directory`;";
  assert.equal(checkTableUses("modules/catalog/rename.ts", "catalog", write, EXAMPLE).length, 2);
});

Deno.test("the rule finds tables in nested templates and .unsafe() strings, after any keyword", () => {
  const source = [
    "const JOINS = `left join shop_members m on m.shop_id = t.shop_id`;",
    "await sql`select ${sql.unsafe('t.id from tasks')} ${tx`where exists (select 1 from",
    "  shops s)`}`;",
    "await tx`delete from tasks where id = ${id}`;",
  ].join("\n");
  assert.deepEqual(tablesNamed(source, new Set(OWNERS.keys())), [
    { line: 1, table: "shop_members", read: true },
    { line: 2, table: "tasks", read: true },
    { line: 2, table: "shops", read: true },
    { line: 4, table: "tasks", read: false },
  ]);
});

Deno.test("the rule ignores comments, prose, aliases, CTEs and names that only start like a table", () => {
  const source = [
    "// reads from shops and joins tasks",
    "/* update shops set name */",
    'const label = "Copy from shops";',
    "const pattern = /from shops`/;",
    "await tx`with shops_view as (select 1) select * from shops_view join tasks_done d on true`;",
    "await tx`select extract(year from created_at) from inspections`;",
  ].join("\n");
  assert.deepEqual(tablesNamed(source, new Set(OWNERS.keys())), []);
});
