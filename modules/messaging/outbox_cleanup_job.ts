// The outbox is a delivery log, not an archive: a nightly job drops messages that finished (sent or failed)
// more than OUTBOX_KEEP_DAYS ago, and held ones (no transport, development) as old. Sign-in links and codes
// in them expired long before.
import type { JobDefinition } from "../../src/platform/jobs.ts";
import { OUTBOX_CLEANUP_JOB } from "./job_names.ts";

export const OUTBOX_KEEP_DAYS = 90;

export const outboxCleanupJob: JobDefinition = {
  name: OUTBOX_CLEANUP_JOB,
  schedule: "47 3 * * *",
  queue: { retryLimit: 1 },
  async handler(_data, { sql, log }) {
    const deleted = await sql`
      delete from outbox_messages
      where status in ('sent', 'failed', 'held')
        and created_at < now() - ${`${OUTBOX_KEEP_DAYS} days`}::interval`;
    log.info("dropped old outbox messages", { count: deleted.count });
  },
};
