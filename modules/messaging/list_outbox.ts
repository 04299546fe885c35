import type { Tx } from "../../src/platform/db.ts";
import { selectOutbox } from "./queries.server.ts";
import type { OutboxEntry } from "./types.ts";

const MAX_LIMIT = 500;

/** The newest outbox messages first, for the dev mailbox. */
export function listOutbox(tx: Tx, options: { limit: number }): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit) || 1, 1), MAX_LIMIT);
  return selectOutbox(tx, limit);
}
