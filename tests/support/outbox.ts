// Messages the app sent, as the outbox holds them. Sign-in links, codes and sign-up links are sent by jobs
// (the request only enqueues), so tests wait for them rather than read the outbox right after the request.
import type { Sql } from "../../src/platform/db.ts";
import { waitFor } from "./wait_for.ts";

export interface SentMessage {
  id: number;
  subject: string;
  textBody: string;
  links: string[];
}

/** The newest message to a recipient, or null. */
export async function lastMessage(sql: Sql, recipient: string): Promise<SentMessage | null> {
  const [row] = await sql<SentMessage[]>`
    select id, subject, text_body as "textBody", links from outbox_messages
    where recipient = ${recipient} order by id desc limit 1`;
  return row ?? null;
}

/** The newest message to a recipient once there is one newer than `after` (a message's id). */
export async function waitForMessage(sql: Sql, recipient: string, after = 0): Promise<SentMessage> {
  return await waitFor(`a message to ${recipient}`, async () => {
    const message = await lastMessage(sql, recipient);
    return message && message.id > after ? message : null;
  });
}

/**
 * Waits until no job of the queue is waiting or running: what it was going to send is sent (or not). Looked
 * at often, so a test that waits after each request is not slowed down much.
 */
export async function waitForQueue(sql: Sql, queue: string): Promise<void> {
  await waitFor(`the ${queue} jobs`, async () => {
    const [{ pending }] = await sql<{ pending: number }[]>`
      select count(*)::int as pending from pgboss.job
      where name = ${queue} and state in ('created', 'retry', 'active')`;
    return pending === 0;
  }, 20);
}
