// The messaging module's pg-boss queues.

/** Delivers one outbox message; data: { messageId }. */
export const DELIVER_JOB = "messaging.deliver";
/**
 * Delivers one message someone is waiting for at a screen (a sign-in link, a code), on a queue of its own
 * with its own worker: however many report e-mails wait on DELIVER_JOB, or however slowly the SMTP server
 * takes them, it is not behind them. Same data and handler as DELIVER_JOB.
 */
export const DELIVER_URGENT_JOB = "messaging.deliver-urgent";
/** Dead letter of both delivery queues: a delivery whose retries ran out without recording it (a crash, a timeout). */
export const DELIVERY_STOPPED_JOB = "messaging.delivery-stopped";

export interface DeliverJobData {
  messageId: number;
}
/** Nightly: drops finished messages older than OUTBOX_KEEP_DAYS. */
export const OUTBOX_CLEANUP_JOB = "messaging.outbox-cleanup";
