// What browsers report is for diagnosing recent trouble, not an archive: every night error reports older
// than 30 days and page-open events older than 90 days are dropped.
import type { JobDefinition } from "@platform/jobs.ts";

export const CLIENT_ERROR_KEEP_DAYS = 30;
export const PAGE_OPEN_KEEP_DAYS = 90;

export const telemetryCleanupJob: JobDefinition = {
  name: "platform.telemetry-cleanup",
  schedule: "23 3 * * *",
  queue: { retryLimit: 1 },
  async handler(_data, { sql, log }) {
    const errors = await sql`
      delete from client_error_reports
      where received_at < now() - ${`${CLIENT_ERROR_KEEP_DAYS} days`}::interval`;
    const events = await sql`
      delete from page_open_events
      where received_at < now() - ${`${PAGE_OPEN_KEEP_DAYS} days`}::interval`;
    log.info("dropped old client telemetry", { errorReports: errors.count, pageOpenEvents: events.count });
  },
};
