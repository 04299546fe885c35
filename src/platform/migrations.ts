// Forward-only SQL migrations: migrations/NNNN_name.sql, applied in order, each in its own transaction
// together with its record, so a failing file leaves nothing behind. Each applied file's SHA-256 is kept;
// a file edited after it was applied stops the start, because the database no longer matches the code.
import { createHash } from "node:crypto";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Sql } from "./db.ts";

export interface MigrationFile {
  version: number;
  name: string;
  checksum: string;
  sql: string;
}

export interface MigrationStatus {
  version: number;
  name: string;
  state: "applied" | "pending" | "changed" | "unknown";
  appliedAt: Date | null;
}

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MigrationError";
  }
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Serialises migration runs of processes that start together (web and worker) on a real server.
const LOCK_KEY = 7_401_992_001;

export async function readMigrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files: MigrationFile[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.isFile || !entry.name.endsWith(".sql")) continue;
    const match = FILE_NAME.exec(entry.name);
    if (!match) {
      throw new MigrationError(`Migration file ${entry.name} must be named NNNN_lower_snake_name.sql.`);
    }
    const sql = await Deno.readTextFile(join(dir, entry.name));
    files.push({
      version: Number(match[1]),
      name: basename(entry.name, ".sql"),
      checksum: createHash("sha256").update(sql).digest("hex"),
      sql,
    });
  }
  files.sort((a, b) => a.version - b.version);
  for (let i = 1; i < files.length; i++) {
    if (files[i].version === files[i - 1].version) {
      throw new MigrationError(
        `Two migration files share number ${files[i].version}: ${files[i - 1].name}, ${files[i].name}.`,
      );
    }
  }
  return files;
}

async function ensureTable(sql: Sql): Promise<void> {
  await sql`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`;
}

export async function migrationStatus(sql: Sql, dir = MIGRATIONS_DIR): Promise<MigrationStatus[]> {
  const files = await readMigrationFiles(dir);
  await ensureTable(sql);
  const applied = await sql<{ version: number; name: string; checksum: string; applied_at: Date }[]>`
    select version, name, checksum, applied_at from schema_migrations order by version`;
  const byVersion = new Map(applied.map((row) => [row.version, row]));
  const statuses: MigrationStatus[] = files.map((file) => {
    const row = byVersion.get(file.version);
    byVersion.delete(file.version);
    if (!row) return { version: file.version, name: file.name, state: "pending", appliedAt: null };
    const state = row.checksum === file.checksum && row.name === file.name ? "applied" : "changed";
    return { version: file.version, name: file.name, state, appliedAt: row.applied_at };
  });
  for (const row of byVersion.values()) {
    statuses.push({ version: row.version, name: row.name, state: "unknown", appliedAt: row.applied_at });
  }
  return statuses.sort((a, b) => a.version - b.version);
}

/** Applies every pending migration; returns the names applied. Refuses when history and files disagree. */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const statuses = await migrationStatus(sql, dir);
  refuseDivergence(statuses);
  const files = new Map((await readMigrationFiles(dir)).map((file) => [file.version, file]));
  const applied: string[] = [];
  for (const status of statuses.filter((s) => s.state === "pending")) {
    const file = files.get(status.version)!;
    const ran = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
      const [done] = await tx`select 1 from schema_migrations where version = ${file.version}`;
      if (done) return false; // another process applied it while we waited for the lock
      try {
        await tx.unsafe(file.sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`Migration ${file.name}.sql failed and was rolled back: ${reason}`);
      }
      await tx`insert into schema_migrations (version, name, checksum) values (${file.version}, ${file.name}, ${file.checksum})`;
      return true;
    });
    if (ran) applied.push(file.name);
  }
  return applied;
}

function refuseDivergence(statuses: MigrationStatus[]): void {
  const changed = statuses.filter((s) => s.state === "changed");
  if (changed.length > 0) {
    throw new MigrationError(
      `Migration ${changed.map((s) => `${s.name}.sql`).join(", ")} was edited after it was applied ` +
        `(its checksum no longer matches the database). Migrations are forward-only: restore the file and ` +
        `put the change in a new migration.`,
    );
  }
  const unknown = statuses.filter((s) => s.state === "unknown");
  if (unknown.length > 0) {
    throw new MigrationError(
      `The database has migration ${unknown.map((s) => s.name).join(", ")} that this version of the app ` +
        `does not know; it was written by a newer version. Deploy that version, or restore the database.`,
    );
  }
}
