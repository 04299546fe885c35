// The one way the app reaches its database: postgres.js, against a real Postgres (DATABASE_URL) or the
// embedded PGlite served on loopback. Module code receives a `Tx` and never opens connections itself.
import postgres from "postgres";
import type { Config } from "./config.ts";
import { openEmbeddedPostgres } from "./embedded_postgres.ts";
import type { Logger } from "./log.ts";

/** The app's database client (a pool on a real server, one connection on the embedded database). */
export type Sql = postgres.Sql;
/** A client or a transaction: every query function takes one, so it runs inside the caller's transaction. */
export type Tx = postgres.ISql;

export interface Database {
  sql: Sql;
  kind: "postgres" | "embedded";
  /** An in-memory embedded database's dump, for `startFrom` (tests). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(where: string, cause: unknown) {
    super(`Cannot reach the database (${where}): ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "DatabaseUnavailableError";
  }
}

export interface OpenOptions {
  log: Logger;
  /** CLI: connect to the running app's embedded database instead of refusing. */
  shareEmbedded?: boolean;
  /** Embedded only: null opens an in-memory database (tests). Defaults to config.dataDir. */
  embeddedDataDir?: string | null;
  /** In-memory embedded only: start from this dump instead of an empty database (tests). */
  startFrom?: Blob;
}

export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir" | "dbPoolMax">,
  options: OpenOptions,
): Promise<Database> {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const sql = connect(config.databaseUrl, { max: config.dbPoolMax, prepare: true }, options.log);
    await ping(sql, `${url.hostname}:${url.port || 5432}${url.pathname}`);
    return { sql, kind: "postgres", close: once(() => sql.end({ timeout: 5 })) };
  }
  const dataDir = options.embeddedDataDir === undefined ? config.dataDir : options.embeddedDataDir;
  const embedded = await openEmbeddedPostgres(dataDir, {
    share: options.shareEmbedded ?? false,
    log: options.log,
    startFrom: options.startFrom,
  });
  // One connection: the embedded backend runs one exchange at a time anyway, and a transaction must never
  // wait on a second connection that can only run after it. A process that merely visits another's
  // database prepares nothing, so it leaves no named statements behind in the shared backend.
  const sql = connect(embedded.url, { max: 1, prepare: embedded.owned }, options.log);
  try {
    await ping(sql, dataDir === null ? "embedded, in memory" : `embedded, in ${dataDir}`);
  } catch (error) {
    await embedded.close();
    throw error;
  }
  return {
    sql,
    kind: "embedded",
    dump: embedded.dump,
    close: once(async () => {
      await sql.end({ timeout: 5 });
      await embedded.close();
    }),
  };
}

/** Closing twice (a failed start, then shutdown) must not fail the second time. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

function connect(url: string, options: { max: number; prepare: boolean }, log: Logger): Sql {
  const sql = postgres(url, {
    ...options,
    connect_timeout: 10,
    idle_timeout: 0,
    onnotice: (notice) => log.debug("postgres notice", { message: notice.message }),
    connection: { application_name: "dvi" },
    // Counts and ids come back as int8; keep them as numbers (safe far beyond any shop's volume).
    types: {
      int8: {
        to: 20,
        from: [20],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
    },
  });
  // The custom type only changes how int8 values are read; the rest of the app sees a plain client.
  return sql as unknown as Sql;
}

async function ping(sql: Sql, where: string): Promise<void> {
  try {
    await sql`select 1`;
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    throw new DatabaseUnavailableError(where, error);
  }
}
