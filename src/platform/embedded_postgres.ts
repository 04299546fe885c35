// The embedded default database: PGlite (Postgres compiled to WASM) persisted in DATA_DIR, served on a
// loopback port so the app talks to it with postgres.js exactly as it talks to a real server.
//
// Two processes must never open the same PGlite folder. The process that opens it writes a holder file
// (pid and port) next to it; a second process (the CLI while the app runs) finds the file and connects to
// the holder's port instead, and a second app refuses to start.
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";
import { createServer, type Server } from "node:net";
import process from "node:process";
import { join } from "node:path";
import { EmbeddedSessionQueue } from "./embedded_session_queue.ts";
import type { Logger } from "./log.ts";

export interface EmbeddedPostgres {
  /** A postgres:// URL on loopback. */
  url: string;
  /** True when this process runs the database; false when it connected to another process's. */
  owned: boolean;
  /** An in-memory database owned here, as a dump another in-memory one can start from (tests). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export class DataDirBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in DATA_DIR (${dataDir}) is in use by process ${pid}. ` +
        `Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use a Postgres server.`,
    );
    this.name = "DataDirBusyError";
  }
}

interface Holder {
  pid: number;
  port: number | null;
}

const HOLDER_FILE = "postgres.holder.json";

/**
 * Opens the embedded database in dataDir (or an in-memory one when dataDir is null).
 * `share`: when another live process holds the folder, connect to it instead of refusing (the CLI does this).
 * `startFrom`: an in-memory database starts as this dump (of `dump()`), not empty: a test process starts
 * many apps, and restoring a migrated database costs a fraction of making one (bench/RESULTS.md, tests).
 */
export async function openEmbeddedPostgres(
  dataDir: string | null,
  options: { share: boolean; log: Logger; startFrom?: Blob },
): Promise<EmbeddedPostgres> {
  if (dataDir === null) {
    const db = new PGlite(options.startFrom ? { loadDataDir: options.startFrom } : {});
    return { ...(await serve(db, null, options.log)), dump: () => db.dumpDataDir("none") };
  }

  await Deno.mkdir(dataDir, { recursive: true });
  const holderPath = join(dataDir, HOLDER_FILE);
  const deadline = Date.now() + 10_000;
  while (true) {
    if (await claimHolderFile(holderPath)) break;
    const holder = await readHolder(holderPath);
    if (holder && holder.port !== null && await portAnswers(holder.port)) {
      if (!options.share) throw new DataDirBusyError(dataDir, holder.pid);
      options.log.debug("connecting to the embedded database of a running process", { pid: holder.pid });
      return { url: urlFor(holder.port), owned: false, close: () => Promise.resolve() };
    }
    // Unreadable: another process created the file and is writing it. Alive without a port: it is starting
    // up or shutting down. Either way, give it a moment before taking over or giving up.
    const settling = holder === null || (holder.pid !== process.pid && pidAlive(holder.pid));
    if (settling && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    if (holder !== null && holder.pid !== process.pid && pidAlive(holder.pid)) {
      throw new DataDirBusyError(dataDir, holder.pid);
    }
    options.log.warn("removing a stale embedded-database holder file", { holder });
    await Deno.remove(holderPath).catch(() => {});
  }

  try {
    const db = await PGlite.create(join(dataDir, "postgres"));
    const embedded = await serve(db, holderPath, options.log);
    await writeHolder(holderPath, { pid: process.pid, port: portOf(embedded.url) });
    return embedded;
  } catch (error) {
    await Deno.remove(holderPath).catch(() => {});
    throw error;
  }
}

async function serve(db: PGlite, holderPath: string | null, log: Logger): Promise<EmbeddedPostgres> {
  await db.waitReady;
  const queue = new EmbeddedSessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      // The handler's type names the library's queue class; ours implements the same three methods.
      queryQueue: queue as unknown as ConstructorParameters<typeof PGLiteSocketHandler>[0]["queryQueue"],
      closeOnDetach: true,
    });
    handlers.add(handler);
    handler.addEventListener("close", () => handlers.delete(handler));
    handler.addEventListener("error", () => handlers.delete(handler));
    handler.attach(socket).catch((error) => {
      log.warn("embedded database connection failed", { error });
      socket.destroy();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address && typeof address === "object") resolve(address.port);
      else reject(new Error("The embedded database socket has no port."));
    });
  });
  return {
    url: urlFor(port),
    owned: true,
    async close() {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      if (holderPath) {
        const holder = await readHolder(holderPath);
        if (holder?.pid === process.pid) await Deno.remove(holderPath).catch(() => {});
      }
    },
  };
}

async function claimHolderFile(path: string): Promise<boolean> {
  try {
    const file = await Deno.open(path, { write: true, createNew: true });
    await file.write(
      new TextEncoder().encode(JSON.stringify({ pid: process.pid, port: null } satisfies Holder)),
    );
    file.close();
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.AlreadyExists) return false;
    throw error;
  }
}

async function writeHolder(path: string, holder: Holder): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await Deno.writeTextFile(temporary, JSON.stringify(holder));
  await Deno.rename(temporary, path);
}

async function readHolder(path: string): Promise<Holder | null> {
  try {
    const holder = JSON.parse(await Deno.readTextFile(path));
    return typeof holder?.pid === "number" ? holder : null;
  } catch {
    return null; // missing, or caught half-written: the caller retries
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function portAnswers(port: number): Promise<boolean> {
  try {
    const connection = await Deno.connect({ hostname: "127.0.0.1", port, signal: AbortSignal.timeout(1000) });
    connection.close();
    return true;
  } catch {
    return false;
  }
}

function urlFor(port: number): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}
