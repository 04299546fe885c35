// Lets several Postgres clients share one PGlite safely.
//
// PGlite is a single backend: one session, one unnamed statement, one transaction. pglite-socket's own
// multiplexer interleaves clients message by message, so client B's Parse can land between client A's
// Parse and Bind, and A then binds B's statement. This queue instead hands the backend to one client at a
// time for a whole protocol exchange: from its first message until the backend reports ReadyForQuery with
// status idle ('I'), i.e. after its Sync or simple Query has finished and no transaction is open. Other
// clients' messages wait their turn in arrival order.
//
// It implements the queue interface PGLiteSocketHandler expects, so the socket handling stays the library's.
import type { PGlite } from "@electric-sql/pglite";

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const TERMINATE = 0x58; // 'X'

export class EmbeddedSessionQueue {
  #owner: number | null = null;
  /** The owner's messages between acquiring the backend and their reply (a client may pipeline several). */
  #inFlight = new Set<Promise<unknown>>();
  /** Whether the owner's latest finished message left the backend idle outside a transaction. */
  #idle = false;
  #waiting: Array<{ handlerId: number; wake: () => void }> = [];

  constructor(private db: PGlite) {}

  /** Runs one frontend message for a client, once that client holds the backend. Resolves to bytes sent. */
  async enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    // A client's Terminate must not reach the backend every client shares (PGlite would wait on it for
    // good); the socket closes next, and clearTransactionIfNeeded tidies up after the client.
    if (message[0] === TERMINATE) return 0;
    await this.#acquire(handlerId);
    const replies = new BackendMessageReader();
    let bytes = 0;
    const run = this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message, {
        onRawData: (chunk: Uint8Array) => {
          bytes += chunk.length;
          replies.push(chunk);
          onData(chunk);
        },
      })
    );
    this.#inFlight.add(run);
    try {
      await run;
      this.#idle = replies.lastReadyStatus === IDLE;
    } catch (error) {
      this.#idle = !this.db.isInTransaction();
      throw error;
    } finally {
      this.#inFlight.delete(run);
      // Still ours (a client dropping meanwhile passes the backend on itself): release once idle.
      if (this.#owner === handlerId && this.#inFlight.size === 0 && this.#idle) this.#release(handlerId);
    }
    return bytes;
  }

  /** A client went away: drop what it still had queued. */
  clearQueueForHandler(handlerId: number): void {
    this.#waiting = this.#waiting.filter((w) => w.handlerId !== handlerId);
  }

  /** A client went away while holding the backend: roll back what it left open and pass the backend on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.#owner !== handlerId) return;
    // Let what it already sent finish; if that left the backend idle, it has been passed on already.
    await Promise.allSettled([...this.#inFlight]);
    if (this.#owner !== handlerId) return;
    // exec takes PGlite's query lock itself (runExclusive around it would wait for ever).
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.#release(handlerId);
  }

  #acquire(handlerId: number): Promise<void> {
    if (this.#owner === null) {
      this.#owner = handlerId;
      this.#idle = false;
    }
    if (this.#owner === handlerId) return Promise.resolve();
    return new Promise((resolve) => {
      this.#waiting.push({ handlerId, wake: resolve });
    });
  }

  #release(handlerId: number): void {
    if (this.#owner !== handlerId) return;
    this.#owner = null;
    const next = this.#waiting[0];
    if (!next) return;
    this.#owner = next.handlerId;
    this.#idle = false;
    // Wake every queued message of the new owner, in arrival order; they run in that order.
    const woken = this.#waiting.filter((w) => w.handlerId === next.handlerId);
    this.#waiting = this.#waiting.filter((w) => w.handlerId !== next.handlerId);
    for (const w of woken) w.wake();
  }
}

/** Frames backend messages (type byte + int32 length) across chunks, remembering the last ReadyForQuery status. */
class BackendMessageReader {
  lastReadyStatus: number | null = null;
  #pending = new Uint8Array(0);

  push(chunk: Uint8Array): void {
    let buffer = this.#pending.length === 0 ? chunk : concat(this.#pending, chunk);
    while (buffer.length >= 5) {
      const length = new DataView(buffer.buffer, buffer.byteOffset + 1, 4).getInt32(0);
      if (buffer.length < 1 + length) break;
      this.lastReadyStatus = buffer[0] === READY_FOR_QUERY ? buffer[5] : null;
      buffer = buffer.subarray(1 + length);
    }
    this.#pending = buffer.slice();
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
