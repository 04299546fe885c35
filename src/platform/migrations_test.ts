import assert from "node:assert/strict";
import { join } from "node:path";
import { backends, emptyScratchDatabase } from "../../tests/support/databases.ts";
import { migrate, MigrationError, migrationStatus, readMigrationFiles } from "./migrations.ts";

// Every folder of test migrations lives under one temporary folder, removed when the tests end.
const PARENT = Deno.makeTempDirSync();
addEventListener("unload", () => Deno.removeSync(PARENT, { recursive: true }));

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await Deno.makeTempDir({ dir: PARENT });
  for (const [name, sql] of Object.entries(files)) await Deno.writeTextFile(join(dir, name), sql);
  return dir;
}

for (const backend of backends()) {
  const test = (name: string, fn: () => Promise<void>) =>
    Deno.test({ name: `${name} [${backend}]`, sanitizeOps: false, sanitizeResources: false, fn });

  test("pending migrations are applied in order and recorded; a second run applies nothing", async () => {
    const { sql } = await emptyScratchDatabase(backend);
    const dir = await migrationsDir({
      "0002_add_email.sql": "alter table customers add column email text;",
      "0001_customers.sql": "create table customers (id int primary key, name text);",
    });
    assert.deepEqual(await migrate(sql, dir), ["0001_customers", "0002_add_email"]);
    assert.deepEqual(await migrate(sql, dir), []);
    const columns =
      await sql`select column_name from information_schema.columns where table_name = 'customers' order by 1`;
    assert.deepEqual(columns.map((c) => c.column_name), ["email", "id", "name"]);
    const status = await migrationStatus(sql, dir);
    assert.deepEqual(status.map((s) => [s.name, s.state]), [["0001_customers", "applied"], [
      "0002_add_email",
      "applied",
    ]]);
  });

  test("a failing migration leaves nothing behind and stops the run", async () => {
    const { sql } = await emptyScratchDatabase(backend);
    const dir = await migrationsDir({
      "0001_ok.sql": "create table a (id int);",
      "0002_broken.sql": "create table b (id int);\ninsert into no_such_table values (1);",
      "0003_never.sql": "create table c (id int);",
    });
    await assert.rejects(migrate(sql, dir), (error: Error) => {
      assert.ok(error instanceof MigrationError);
      assert.match(error.message, /^Migration 0002_broken\.sql failed and was rolled back: .*no_such_table/);
      return true;
    });
    const tables =
      await sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`;
    assert.deepEqual(tables.map((t) => t.table_name), ["a", "schema_migrations"]);
    const status = await migrationStatus(sql, dir);
    assert.deepEqual(status.map((s) => s.state), ["applied", "pending", "pending"]);
  });

  test("an applied migration that was edited stops the start with a clear error", async () => {
    const { sql } = await emptyScratchDatabase(backend);
    const dir = await migrationsDir({ "0001_customers.sql": "create table customers (id int);" });
    await migrate(sql, dir);
    await Deno.writeTextFile(join(dir, "0001_customers.sql"), "create table customers (id bigint);");
    await Deno.writeTextFile(join(dir, "0002_more.sql"), "create table more (id int);");
    await assert.rejects(migrate(sql, dir), /Migration 0001_customers\.sql was edited after it was applied/);
    const [more] = await sql`select to_regclass('more') as oid`;
    assert.equal(more.oid, null, "nothing after the divergence may run");
    assert.equal((await migrationStatus(sql, dir))[0].state, "changed");
  });

  test("a database migrated by a newer version is refused", async () => {
    const { sql } = await emptyScratchDatabase(backend);
    const dir = await migrationsDir({
      "0001_a.sql": "create table a (id int);",
      "0002_b.sql": "create table b (id int);",
    });
    await migrate(sql, dir);
    await Deno.remove(join(dir, "0002_b.sql"));
    await assert.rejects(
      migrate(sql, dir),
      /has migration 0002_b that this version of the app does not know/,
    );
  });

  test("the app's own migrations apply cleanly to an empty database", async () => {
    const { sql } = await emptyScratchDatabase(backend);
    const applied = await migrate(sql);
    assert.deepEqual(applied, (await readMigrationFiles()).map((file) => file.name));
  });
}

Deno.test("migration files must be named NNNN_lower_snake_name.sql and numbered once", async () => {
  await assert.rejects(
    readMigrationFiles(await migrationsDir({ "1_init.sql": "" })),
    /must be named NNNN_lower_snake_name\.sql/,
  );
  await assert.rejects(
    readMigrationFiles(await migrationsDir({ "0001_a.sql": "", "0001_b.sql": "" })),
    /Two migration files share number 1/,
  );
});
