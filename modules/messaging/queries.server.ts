// The messaging module's SQL. Every function takes the caller's Tx.
import type { Tx } from "../../src/platform/db.ts";
import type { Channel, MessageStatus, OutboxEntry } from "./types.ts";

export interface NewOutboxMessage {
  shopId: number | null;
  channel: Channel;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  replyTo: string | null;
  unsubscribeUrl: string | null;
  links: string[];
  idempotencyKey: string;
  status: "queued" | "held";
}

/** A message claimed for one delivery attempt. */
export interface DeliverableMessage extends Omit<NewOutboxMessage, "shopId" | "links" | "status"> {
  id: number;
  /** Attempts started, this one included. */
  attempts: number;
}

/** The new message's id and status, or null when its idempotency key is taken (nothing written). */
export async function insertOutboxMessage(
  tx: Tx,
  message: NewOutboxMessage,
): Promise<{ id: number; status: MessageStatus } | null> {
  const [row] = await tx<{ id: number; status: MessageStatus }[]>`
    insert into outbox_messages
      (shop_id, channel, recipient, subject, text_body, html_body, reply_to, unsubscribe_url, links,
       idempotency_key, status)
    values (${message.shopId}, ${message.channel}, ${message.recipient}, ${message.subject},
            ${message.textBody}, ${message.htmlBody}, ${message.replyTo}, ${message.unsubscribeUrl}, ${
    JSON.stringify(message.links)
  }::text::jsonb,
            ${message.idempotencyKey}, ${message.status})
    on conflict (idempotency_key) do nothing
    returning id, status`;
  return row ?? null;
}

export async function selectByIdempotencyKey(
  tx: Tx,
  idempotencyKey: string,
): Promise<{ id: number; status: MessageStatus } | null> {
  const [row] = await tx<{ id: number; status: MessageStatus }[]>`
    select id, status from outbox_messages where idempotency_key = ${idempotencyKey}`;
  return row ?? null;
}

/**
 * Starts a delivery attempt: counts it and returns the message, but only while it is queued. The update
 * is the compare-and-set that keeps a sent, failed or held message from being delivered (again).
 */
export async function claimForDelivery(tx: Tx, id: number): Promise<DeliverableMessage | null> {
  const [row] = await tx<DeliverableMessage[]>`
    update outbox_messages set attempts = attempts + 1, updated_at = now()
    where id = ${id} and status = 'queued'
    returning id, channel, recipient, subject, text_body as "textBody", html_body as "htmlBody",
              reply_to as "replyTo", unsubscribe_url as "unsubscribeUrl", idempotency_key as "idempotencyKey",
              attempts`;
  return row ?? null;
}

export async function selectStatus(tx: Tx, id: number): Promise<MessageStatus | null> {
  const [row] = await tx<{ status: MessageStatus }[]>`select status from outbox_messages where id = ${id}`;
  return row?.status ?? null;
}

export async function markSent(tx: Tx, id: number, providerMessageId: string | null): Promise<void> {
  await tx`
    update outbox_messages
    set status = 'sent', sent_at = now(), provider_message_id = ${providerMessageId}, updated_at = now()
    where id = ${id} and status = 'queued'`;
}

/** Records a failed attempt; when it was the last one the message is marked failed. */
export async function recordFailure(tx: Tx, id: number, error: string, final: boolean): Promise<void> {
  await tx`
    update outbox_messages
    set last_error = ${error}, updated_at = now(),
        status = case when ${final} then 'failed' else status end,
        failed_at = case when ${final} then now() else failed_at end
    where id = ${id} and status = 'queued'`;
}

/** Marks a message failed unless it already ended; its last error is kept when it has one. */
export async function markFailedIfQueued(tx: Tx, id: number, reason: string): Promise<boolean> {
  const rows = await tx`
    update outbox_messages
    set status = 'failed', failed_at = now(), last_error = coalesce(last_error, ${reason}), updated_at = now()
    where id = ${id} and status = 'queued'
    returning id`;
  return rows.length > 0;
}

export async function selectOutbox(tx: Tx, limit: number): Promise<OutboxEntry[]> {
  const rows = await tx<
    Array<
      Omit<OutboxEntry, "createdAt" | "sentAt" | "failedAt"> & {
        createdAt: Date;
        sentAt: Date | null;
        failedAt: Date | null;
      }
    >
  >`
    select id, shop_id as "shopId", channel, recipient, subject, text_body as "textBody", links, status,
           attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt",
           failed_at as "failedAt"
    from outbox_messages
    order by created_at desc, id desc
    limit ${limit}`;
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
  }));
}
