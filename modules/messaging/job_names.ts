// The messaging module's pg-boss queues.

/** Delivers one outbox message; data: { messageId }. */
export const DELIVER_JOB = "messaging.deliver";
/** Dead letter of DELIVER_JOB: a delivery whose retries ran out without recording it (a crash, a timeout). */
export const DELIVERY_STOPPED_JOB = "messaging.delivery-stopped";

export interface DeliverJobData {
  messageId: number;
}
/** Nightly: drops finished messages older than OUTBOX_KEEP_DAYS. */
export const OUTBOX_CLEANUP_JOB = "messaging.outbox-cleanup";
