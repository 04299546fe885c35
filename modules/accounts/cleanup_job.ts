// Sessions, links, codes and sign-up drafts that can no longer be used are only clutter: a nightly job
// drops them (links and codes a month after they expired, kept that long for support questions).
import type { JobDefinition } from "@platform/jobs.ts";

export const accountsCleanupJob: JobDefinition = {
  name: "accounts.cleanup",
  schedule: "23 3 * * *",
  queue: { retryLimit: 1 },
  async handler(_data, { sql, log }) {
    const sessions = await sql`
      delete from sessions where expires_at < now() or last_used_at < now() - interval '30 days'`;
    const tokens = await sql`delete from user_tokens where expires_at < now() - interval '30 days'`;
    const codes = await sql`delete from one_time_codes where expires_at < now() - interval '30 days'`;
    const registrations = await sql`delete from pending_registrations where expires_at < now()`;
    log.info("dropped expired sign-in data", {
      sessions: sessions.count,
      tokens: tokens.count,
      codes: codes.count,
      registrations: registrations.count,
    });
  },
};
