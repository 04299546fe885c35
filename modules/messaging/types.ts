// The messaging module's data shapes. Client-safe: the dev mailbox page uses OutboxEntry.
import type { Config } from "../../src/platform/config.ts";

export type Channel = "email" | "sms";

/**
 * queued: waiting for (or between) delivery attempts; held: no transport is configured for its channel, so
 * it is only shown on the dev mailbox; sent: the SMTP server or SMS provider accepted it; failed: every
 * attempt failed (last_error says why).
 */
export type MessageStatus = "queued" | "held" | "sent" | "failed";

/** A message another module hands to messaging. It renders the content; messaging delivers it. */
export interface OutgoingMessage {
  channel: Channel;
  /** An e-mail address, or an E.164 phone number (+ and 8 to 15 digits) for SMS. */
  to: string;
  /** E-mail only, and required there. */
  subject?: string;
  /** The plain-text body; the whole message for SMS (at most 1600 characters). */
  text: string;
  /** E-mail only. */
  html?: string;
  /** E-mail only: where the recipient's answer goes (a shop's address) instead of the From address. */
  replyTo?: string;
  /**
   * E-mail only, for one the recipient subscribed to: the http(s) link that ends it with one POST. Sent as
   * List-Unsubscribe with List-Unsubscribe-Post, so a mail program offers one click (RFC 8058).
   */
  unsubscribeUrl?: string;
  /** The http(s) URLs the message carries, listed on the dev mailbox page. */
  links?: string[];
  /** The sender's name for this message: a second message with the same key is not written again. */
  idempotencyKey: string;
  shopId?: number | null;
  /**
   * Someone is waiting for it at a screen (a sign-in link, a one-time code, an address's confirmation): it
   * is delivered from a queue of its own, never behind bulk mail. Bulk messages (reports, summaries) leave
   * it out.
   */
  urgent?: boolean;
}

export interface QueuedMessage {
  id: number;
  status: MessageStatus;
  /** True when a message with the same idempotency key existed: nothing new was written or enqueued. */
  duplicate: boolean;
}

/** Which channels have a transport configured in this process. */
export interface DeliveryChannels {
  email: boolean;
  sms: boolean;
}

/** The settings delivery needs. */
export type DeliveryConfig = Pick<
  Config,
  "smtpUrl" | "mailFrom" | "smsProvider" | "messageRetryLimit" | "messageRetryDelaySeconds"
>;

/** One outbox message as the dev mailbox shows it. */
export interface OutboxEntry {
  id: number;
  shopId: number | null;
  channel: Channel;
  recipient: string;
  subject: string;
  textBody: string;
  links: string[];
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  /** ISO 8601 timestamps. */
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}
