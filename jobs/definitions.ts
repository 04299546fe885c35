// Every background job of the app. Workers register these handlers and schedules at start; web processes
// create their queues so they can enqueue. A module adds its jobs.server.ts definitions here.
import { accountsCleanupJob } from "../modules/accounts/mod.ts";
import type { AnyJobDefinition } from "../src/platform/jobs.ts";
import { rateLimitCleanupJob } from "../src/platform/rate_limit.ts";
import { vacuumJob } from "../src/platform/vacuum_job.ts";

export const JOB_DEFINITIONS: AnyJobDefinition[] = [vacuumJob, rateLimitCleanupJob, accountsCleanupJob];
