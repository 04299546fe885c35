import assert from "node:assert/strict";
import { dbTest, directJobContext, uniqueName } from "../../tests/support/databases.ts";
import { OUTBOX_KEEP_DAYS, outboxCleanupJob } from "./outbox_cleanup_job.ts";

dbTest(
  "the nightly clean-up drops finished messages older than 90 days and keeps the rest",
  async ({ sql }) => {
    const key = uniqueName("cleanup");
    const rows: Array<[string, string, number]> = [
      ["sent", "old-sent", OUTBOX_KEEP_DAYS + 1],
      ["failed", "old-failed", OUTBOX_KEEP_DAYS + 5],
      ["held", "old-held", OUTBOX_KEEP_DAYS + 1],
      ["queued", "old-queued", OUTBOX_KEEP_DAYS + 1],
      ["sent", "recent-sent", OUTBOX_KEEP_DAYS - 1],
    ];
    for (const [status, name, days] of rows) {
      await sql`
      insert into outbox_messages
        (channel, recipient, subject, text_body, idempotency_key, status, created_at, sent_at, failed_at)
      values ('email', 'a@example.com', 'S', 'T', ${`${key}:${name}`}, ${status},
              now() - ${`${days} days`}::interval,
              case when ${status} = 'sent' then now() - ${`${days} days`}::interval end,
              case when ${status} = 'failed' then now() - ${`${days} days`}::interval end)`;
    }
    await outboxCleanupJob.handler({}, directJobContext(sql));
    const left = await sql<{ key: string }[]>`
    select idempotency_key as key from outbox_messages where idempotency_key like ${`${key}:%`} order by 1`;
    assert.deepEqual(left.map((row) => row.key), [`${key}:old-queued`, `${key}:recent-sent`]);
  },
);
