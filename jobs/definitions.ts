// Every background job of the app. Workers register these handlers and schedules at start; web processes
// create their queues so they can enqueue. A module adds its job definitions here; some are built from the
// configuration (the messaging transports and retry settings).
import { accountsJobs } from "../modules/accounts/mod.ts";
import { mediaJobs } from "../modules/media/mod.ts";
import { messagingJobs } from "../modules/messaging/mod.ts";
import { answersEmailJob, summaryEmailJob } from "../modules/reports/mod.ts";
import type { Config } from "../src/platform/config.ts";
import type { AnyJobDefinition } from "../src/platform/jobs.ts";
import { rateLimitCleanupJob } from "../src/platform/rate_limit.ts";
import { telemetryCleanupJob } from "../modules/telemetry/mod.ts";
import { vacuumJob } from "../src/platform/vacuum_job.ts";

/** In queue-creation order: a dead letter queue comes before the queue that names it. */
export function jobDefinitions(config: Config): AnyJobDefinition[] {
  return [
    vacuumJob,
    rateLimitCleanupJob,
    telemetryCleanupJob,
    ...accountsJobs(config),
    ...messagingJobs(config),
    ...mediaJobs(config),
    answersEmailJob(config),
    summaryEmailJob(config),
  ];
}
