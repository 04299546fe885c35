import assert from "node:assert/strict";
import { dbTest, directJobContext, uniqueName } from "../../tests/support/databases.ts";
import { CLIENT_ERROR_KEEP_DAYS, PAGE_OPEN_KEEP_DAYS, telemetryCleanupJob } from "./cleanup_job.ts";

dbTest("the nightly clean-up drops error reports after 30 days and page events after 90", async ({ sql }) => {
  const key = uniqueName("telemetry");
  for (const [name, days] of [["old", CLIENT_ERROR_KEEP_DAYS + 1], ["recent", CLIENT_ERROR_KEEP_DAYS - 1]]) {
    await sql`
      insert into client_error_reports (kind, request_id, message, report, received_at)
      values ('report', ${`${key}:${name}`}, 'm', '{}', now() - ${`${days} days`}::interval)`;
  }
  for (const [name, days] of [["old", PAGE_OPEN_KEEP_DAYS + 1], ["recent", PAGE_OPEN_KEEP_DAYS - 1]]) {
    await sql`
      insert into page_open_events
        (page_name, page_event, send_mode, page_load_id, location, init_time, client_utc_ms, request_id,
         received_at)
      values ('inspectionChecklist', 'load', 'fetch', 'p', '/', 0, 0, ${`${key}:${name}`},
              now() - ${`${days} days`}::interval)`;
  }
  await telemetryCleanupJob.handler({}, directJobContext(sql));
  const errors = await sql`select request_id from client_error_reports where request_id like ${`${key}:%`}`;
  const events = await sql`select request_id from page_open_events where request_id like ${`${key}:%`}`;
  assert.deepEqual(errors.map((row) => row.request_id), [`${key}:recent`]);
  assert.deepEqual(events.map((row) => row.request_id), [`${key}:recent`]);
});
