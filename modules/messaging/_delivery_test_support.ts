// The delivery tests' worker: this module's jobs on a test database, with fast retries.
import type { Database } from "../../src/platform/db.ts";
import { type Jobs, startJobs } from "../../src/platform/jobs.ts";
import { type Backend, dbTest, quietLog } from "../../tests/support/databases.ts";
import { messagingJobs } from "./jobs.server.ts";
import type { DeliveryConfig } from "./types.ts";

export const MAIL_FROM = '"Test Garage" <service@garage.test>';

/** Fast retries, so the failure tests end within seconds: 3 attempts, 1 s then about 2 s apart. */
export const TEST_RETRIES = { messageRetryLimit: 2, messageRetryDelaySeconds: 1 } as const;

/** A worker running the messaging jobs with these transports on the test database. */
export function startDeliveryWorker(
  db: Database,
  transports: Pick<DeliveryConfig, "smtpUrl" | "smsProvider">,
): Promise<Jobs> {
  return startJobs({
    sql: db.sql,
    log: quietLog,
    definitions: messagingJobs({ ...transports, mailFrom: MAIL_FROM, ...TEST_RETRIES }),
    work: true,
    pollingIntervalSeconds: 0.5,
  });
}

/**
 * A delivery test: on a database of the file's own, since its worker takes every messaging job it finds and
 * another test file running at the same time queues some too.
 */
export function deliveryTest(name: string, fn: (db: Database, backend: Backend) => Promise<void>): void {
  dbTest(name, fn, { ownDatabase: true });
}
