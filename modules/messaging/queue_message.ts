// Puts a message in the outbox inside the caller's transaction and enqueues its delivery in the same
// transaction: the message exists, and will be delivered, exactly when the caller's change commits.
import { E164_PHONE } from "../../src/platform/config.ts";
import type { Tx } from "../../src/platform/db.ts";
import { InputError } from "../../src/platform/errors.ts";
import type { JobQueue } from "../../src/platform/jobs.ts";
import { DELIVER_JOB, DELIVER_URGENT_JOB } from "./job_names.ts";
import { insertOutboxMessage, type NewOutboxMessage, selectByIdempotencyKey } from "./queries.server.ts";
import type { DeliveryChannels, OutgoingMessage, QueuedMessage } from "./types.ts";

export const MAX_SMS_LENGTH = 1600;
const MAX_SUBJECT_LENGTH = 250;
const MAX_KEY_LENGTH = 200;
const MAX_UNSUBSCRIBE_LENGTH = 2000;
const EMAIL_ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/**
 * Writes the message and, when its channel has a transport, enqueues its delivery job (on the urgent queue
 * when someone waits for it), both in `tx`. A
 * message whose idempotency key exists already is not written again: the first one is returned with
 * `duplicate: true`. Without a transport for the channel the message is "held" (the dev mailbox shows
 * it) and no job is enqueued. Bad input is an InputError and writes nothing.
 */
export async function queueMessage(
  tx: Tx,
  jobs: JobQueue,
  delivery: DeliveryChannels,
  message: OutgoingMessage,
): Promise<QueuedMessage> {
  const row = checkMessage(message, delivery[message.channel] ? "queued" : "held");
  const inserted = await insertOutboxMessage(tx, row);
  if (!inserted) {
    // Same key: written before (or by a concurrent transaction that committed while this insert waited).
    const existing = await selectByIdempotencyKey(tx, row.idempotencyKey);
    if (!existing) throw new Error(`The outbox message ${row.idempotencyKey} vanished while being queued.`);
    return { ...existing, duplicate: true };
  }
  if (inserted.status === "queued") {
    await jobs.enqueue(tx, message.urgent ? DELIVER_URGENT_JOB : DELIVER_JOB, { messageId: inserted.id });
  }
  return { ...inserted, duplicate: false };
}

function checkMessage(message: OutgoingMessage, status: "queued" | "held"): NewOutboxMessage {
  const { channel } = message;
  if (channel !== "email" && channel !== "sms") {
    throw new InputError(`"${channel}" is not a message channel; use email or sms.`);
  }
  const recipient = (message.to ?? "").trim();
  const text = message.text ?? "";
  if (text.trim() === "") throw new InputError("A message needs a text body; this one is empty.");

  const idempotencyKey = (message.idempotencyKey ?? "").trim();
  if (idempotencyKey === "" || idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new InputError(`A message needs an idempotency key of 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  const shopId = message.shopId ?? null;
  if (shopId !== null && !Number.isSafeInteger(shopId)) {
    throw new InputError("A message's shop id must be a whole number.");
  }
  const links = message.links ?? [];
  for (const link of links) {
    if (!isWebLink(link)) throw new InputError(`"${link}" is not an http:// or https:// link.`);
  }

  if (channel === "email") {
    if (!EMAIL_ADDRESS.test(recipient) || recipient.length > 254) {
      throw new InputError(`"${recipient}" is not an e-mail address.`);
    }
    const subject = (message.subject ?? "").trim();
    if (subject === "") throw new InputError("An e-mail needs a subject.");
    if (/[\r\n]/.test(subject) || subject.length > MAX_SUBJECT_LENGTH) {
      throw new InputError(`An e-mail subject is one line of at most ${MAX_SUBJECT_LENGTH} characters.`);
    }
    const html = message.html?.trim() ? message.html : null;
    const replyTo = message.replyTo?.trim() || null;
    if (replyTo !== null && (!EMAIL_ADDRESS.test(replyTo) || replyTo.length > 254)) {
      throw new InputError(`"${replyTo}" is not an e-mail address to reply to.`);
    }
    const unsubscribeUrl = message.unsubscribeUrl ?? null;
    if (unsubscribeUrl !== null && !isWebLink(unsubscribeUrl, MAX_UNSUBSCRIBE_LENGTH)) {
      throw new InputError(`"${unsubscribeUrl}" is not an http:// or https:// link to unsubscribe with.`);
    }
    return {
      shopId,
      channel,
      recipient,
      subject,
      textBody: text,
      htmlBody: html,
      replyTo,
      unsubscribeUrl,
      links,
      idempotencyKey,
      status,
    };
  }

  if (!E164_PHONE.test(recipient)) {
    throw new InputError(
      `"${recipient}" is not a phone number in international format: a + and 8 to 15 digits, like +15551234567.`,
    );
  }
  if (message.subject !== undefined || message.html !== undefined) {
    throw new InputError("An SMS is plain text: it has no subject and no HTML body.");
  }
  if (message.replyTo !== undefined) {
    throw new InputError("An SMS has no reply-to address: answers come back to the sending number.");
  }
  if (message.unsubscribeUrl !== undefined) {
    throw new InputError("An SMS has no unsubscribe link: the recipient texts STOP.");
  }
  if (text.length > MAX_SMS_LENGTH) {
    throw new InputError(
      `An SMS can be at most ${MAX_SMS_LENGTH} characters long (this one has ${text.length}).`,
    );
  }
  return {
    shopId,
    channel,
    recipient,
    subject: "",
    textBody: text,
    htmlBody: null,
    replyTo: null,
    unsubscribeUrl: null,
    links,
    idempotencyKey,
    status,
  };
}

function isWebLink(text: string, maxLength = Infinity): boolean {
  const url = URL.parse(text);
  return url !== null && ["http:", "https:"].includes(url.protocol) && text.length <= maxLength;
}
