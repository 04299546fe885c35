// A transport for one channel, and the error it throws when the other side did not take the message.
import type { DeliverableMessage } from "./queries.server.ts";

export interface Sender {
  /** Hands the message to the SMTP server or SMS provider; resolves with its id for the message, if any. */
  send(message: DeliverableMessage): Promise<{ providerMessageId: string | null }>;
}

/** The message was not accepted; the text says why, for the outbox's last_error. */
export class DeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(shorten(message, 500), options);
    this.name = "DeliveryError";
  }
}

export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * Every network wait of one attempt ends well inside the delivery job's expiry, so pg-boss never starts a
 * second attempt while the first may still be sending.
 */
export const SEND_TIMEOUT_MS = 30_000;
