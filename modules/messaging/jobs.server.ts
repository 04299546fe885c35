// The messaging module's pg-boss jobs, built from the delivery settings.
import type { AnyJobDefinition, JobDefinition } from "../../src/platform/jobs.ts";
import { deliverMessage, markDeliveryStopped, type Senders } from "./deliver_message.ts";
import { DELIVER_JOB, DELIVER_URGENT_JOB, type DeliverJobData, DELIVERY_STOPPED_JOB } from "./job_names.ts";
import { outboxCleanupJob } from "./outbox_cleanup_job.ts";
import { SEND_TIMEOUT_MS } from "./sender.ts";
import { createSmsSender } from "./sms_sender.server.ts";
import { createSmtpSender } from "./smtp_sender.server.ts";
import type { DeliveryConfig } from "./types.ts";

/**
 * How long a delivery attempt holds its message without a sign of life. Its worker renews the lease every
 * half of it while the attempt runs, however long the SMTP server or SMS provider takes; a worker that died
 * mid-send renews nothing, and pg-boss's monitor (every JOB_MONITOR_SECONDS) gives the message to a retry
 * once the lease is out. That retry may send the message a second time (docs/hardening.md): the shorter the
 * lease, the sooner, never twice at once while the first attempt is alive.
 */
export const DELIVERY_LEASE_SECONDS = 60;

/**
 * The two delivery jobs (bulk, and urgent: what someone waits for) and their dead letter, in the order their
 * queues must be created (the dead letter first), and the nightly outbox clean-up.
 * A channel without a transport in `config` gets no sender: a job for it fails with a message saying so.
 */
export function messagingJobs(config: DeliveryConfig): AnyJobDefinition[] {
  const senders: Senders = {
    email: config.smtpUrl ? createSmtpSender(config.smtpUrl, config.mailFrom) : null,
    sms: config.smsProvider ? createSmsSender(config.smsProvider) : null,
  };
  const stopped: JobDefinition<DeliverJobData> = {
    name: DELIVERY_STOPPED_JOB,
    queue: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
    handler: ({ messageId }, { sql, log }) => markDeliveryStopped(sql, messageId, log),
  };
  const delivery = (name: string): JobDefinition<DeliverJobData> => ({
    name,
    queue: {
      retryLimit: config.messageRetryLimit,
      retryDelay: config.messageRetryDelaySeconds,
      retryBackoff: true,
      heartbeatSeconds: DELIVERY_LEASE_SECONDS,
      // The hard bound of one attempt, alive or not: a generous multiple of its longest wait (connect,
      // greeting, each reply), so a slow but live attempt is never taken for lost.
      expireInSeconds: Math.ceil((SEND_TIMEOUT_MS * 10) / 1000),
      deadLetter: DELIVERY_STOPPED_JOB,
    },
    handler: ({ messageId }, { sql, log, retryCount, retryLimit }) =>
      deliverMessage(sql, senders, messageId, { retryCount, retryLimit }, log),
  });
  // Someone waits at a screen for an urgent message: its own worker, which pg-boss lets look every half
  // second (the shortest it allows), so it is on its way within about a second of being queued.
  const urgent = { ...delivery(DELIVER_URGENT_JOB), pollingIntervalSeconds: 0.5 };
  return [stopped, delivery(DELIVER_JOB), urgent, outboxCleanupJob];
}
