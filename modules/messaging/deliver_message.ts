// One delivery attempt of one outbox message, run by the messaging.deliver job. No transaction is held
// while the SMTP server or SMS provider answers (on the embedded database that would stop every other
// query): the attempt is claimed by a compare-and-set on the queued status, sent, then recorded.
import type { Sql } from "../../src/platform/db.ts";
import type { Logger } from "../../src/platform/log.ts";
import {
  claimForDelivery,
  markFailedIfQueued,
  markSent,
  recordFailure,
  selectStatus,
} from "./queries.server.ts";
import { DeliveryError, type Sender } from "./sender.ts";
import type { Channel } from "./types.ts";

export type Senders = Record<Channel, Sender | null>;

export interface Attempt {
  /** pg-boss's count of earlier tries of this job, and how many retries it has. */
  retryCount: number;
  retryLimit: number;
}

const MISSING_TRANSPORT: Record<Channel, string> = {
  email: "No SMTP server is configured in the worker (SMTP_URL).",
  sms: "No SMS provider is configured in the worker (SMS_PROVIDER_URL and the other SMS_ variables).",
};

/**
 * Sends the message unless it is no longer queued (sent, failed or held: nothing happens). On success the
 * message is sent with its provider id; on failure the error is recorded and rethrown so pg-boss retries,
 * and on the last attempt the message is marked failed with that error.
 */
export async function deliverMessage(
  sql: Sql,
  senders: Senders,
  messageId: number,
  attempt: Attempt,
  log: Logger,
): Promise<void> {
  const message = await claimForDelivery(sql, messageId);
  if (!message) {
    const status = await selectStatus(sql, messageId);
    log.info("message not delivered: it is not queued", { messageId, status: status ?? "missing" });
    return;
  }
  const sender = senders[message.channel];
  let providerMessageId: string | null;
  try {
    if (!sender) throw new DeliveryError(MISSING_TRANSPORT[message.channel]);
    ({ providerMessageId } = await sender.send(message));
  } catch (error) {
    const reason = error instanceof DeliveryError
      ? error.message
      : `Delivery failed: ${error instanceof Error ? error.message : String(error)}`;
    const final = attempt.retryCount >= attempt.retryLimit;
    await recordFailure(sql, message.id, reason, final);
    if (final) log.warn("message failed: no retries left", { messageId, attempts: message.attempts, reason });
    throw error;
  }
  // Were this update lost (the database gone at this very moment), the retry would send the message
  // again: the one case "never twice" cannot cover. The stable Message-ID / Idempotency-Key is for it.
  await markSent(sql, message.id, providerMessageId);
  log.info("message sent", { messageId, channel: message.channel, attempts: message.attempts });
}

/** The dead letter's handler: a delivery whose retries ran out without reporting ends failed, not queued. */
export async function markDeliveryStopped(sql: Sql, messageId: number, log: Logger): Promise<void> {
  const changed = await markFailedIfQueued(
    sql,
    messageId,
    "The delivery stopped without an answer (it timed out or its worker stopped), and no retries were left.",
  );
  if (changed) log.warn("message failed: its delivery job ran out of retries", { messageId });
}
