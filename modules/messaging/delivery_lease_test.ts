// The in-flight lease of a delivery: a worker that dies mid-send (its message claimed, the e-mail not yet
// accepted) leaves the message to a retry once the lease is out, and not before; a worker that is alive keeps
// renewing it, however long the SMTP server takes. The queue's clock is pg-boss's TestClock, moved by the
// test, so nothing here waits for or measures the wall clock. On the embedded database, the one a pinned
// clock works on (src/platform/jobs.ts).
import assert from "node:assert/strict";
import { TestClock } from "pg-boss";
import type { Sql } from "../../src/platform/db.ts";
import { type AnyJobDefinition, type JobQueue, startJobs } from "../../src/platform/jobs.ts";
import { quietLog, sharedDatabase, uniqueName } from "../../tests/support/databases.ts";
import { startSmtpPeer } from "../../tests/support/message_peers.ts";
import { waitFor } from "../../tests/support/wait_for.ts";
import { MAIL_FROM, TEST_RETRIES } from "./_delivery_test_support.ts";
import { deliverMessage } from "./deliver_message.ts";
import { DELIVERY_LEASE_SECONDS } from "./jobs.server.ts";
import { DELIVER_JOB, messagingJobs, queueMessage } from "./mod.ts";
import type { Sender } from "./sender.ts";

/** The messaging jobs, their delivery sending e-mail through `email` instead of SMTP_URL's server. */
function deliveringWith(definitions: AnyJobDefinition[], email: Sender): AnyJobDefinition[] {
  return definitions.map((definition) =>
    definition.name !== DELIVER_JOB ? definition : {
      ...definition,
      handler: ({ messageId }, context) =>
        deliverMessage(context.sql, { email, sms: null }, messageId, context, context.log),
    }
  );
}

async function queueEmail(sql: Sql, jobs: JobQueue, to: string): Promise<number> {
  const { id } = await sql.begin((tx) =>
    queueMessage(tx, jobs, { email: true, sms: false }, {
      channel: "email",
      to,
      subject: "Your inspection report",
      text: "Open your report: https://garage.test/r/1",
      idempotencyKey: uniqueName("lease"),
    })
  );
  return id;
}

async function messageState(sql: Sql, id: number): Promise<{ status: string; attempts: number }> {
  const [row] = await sql<{ status: string; attempts: number }[]>`
    select status, attempts from outbox_messages where id = ${id}`;
  return row;
}

Deno.test({
  name: "a message whose worker died mid-send is sent by a retry once the lease is out, and not before",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const db = await sharedDatabase("pglite");
    const smtp = await startSmtpPeer();
    const definitions = messagingJobs({
      smtpUrl: smtp.url,
      smsProvider: null,
      mailFrom: MAIL_FROM,
      ...TEST_RETRIES,
    });
    const queueOnly = await startJobs({ sql: db.sql, log: quietLog, definitions, work: false });
    const to = `${uniqueName("lease")}@example.com`;
    const id = await queueEmail(db.sql, queueOnly.queue, to);

    // The worker that dies: it takes the job, claims the message, and never hears back from the SMTP server.
    // Its clock never moves, so it never renews the lease, as a process that is gone renews nothing.
    const neverAnswered = Promise.withResolvers<never>();
    const hanging = deliveringWith(definitions, { send: () => neverAnswered.promise });
    const dead = await startJobs({
      sql: db.sql,
      log: quietLog,
      definitions: hanging,
      work: true,
      clock: new TestClock(),
    });
    const message = () => messageState(db.sql, id);
    await waitFor("the first attempt to claim the message", async () => (await message()).attempts === 1);

    // A living worker, whose pinned clock the test moves: its monitor looks every 10 s of that clock.
    const clock = new TestClock();
    const living = await startJobs({
      sql: db.sql,
      log: quietLog,
      definitions,
      work: true,
      clock,
      monitorSeconds: 10,
    });
    try {
      // Inside the lease the claimed message is left alone: the attempt may still be sending.
      await clock.tick((DELIVERY_LEASE_SECONDS - 10) * 1000);
      assert.deepEqual(await message(), { status: "queued", attempts: 1 });
      assert.equal(smtp.received.length, 0);

      // Past it (and the next monitor pass, and the retry's delay), the message goes to a retry, which sends.
      await clock.tick(30_000);
      const sent = await waitFor("the retry to send the message", async () => {
        const now = await message();
        if (now.status === "sent") return now;
        // The retry waits its delay on the pinned clock: move it on while the handler runs.
        await clock.tick(1_000);
        return null;
      });
      assert.deepEqual(sent, { status: "sent", attempts: 2 });
      assert.deepEqual(smtp.received.map((mail) => mail.to), [[to]], "sent once, by the retry");
    } finally {
      // The dead attempt's SMTP server answers at last, too late: the message is sent and stays so.
      neverAnswered.reject(new Error("The worker's process is gone."));
      await living.stop();
      await dead.stop();
      await queueOnly.stop();
      await smtp.close();
    }
    assert.deepEqual(await message(), { status: "sent", attempts: 2 });
  },
});

Deno.test({
  name: "an attempt slower than the lease keeps its message while its worker lives: no second attempt starts",
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const db = await sharedDatabase("pglite");
    const definitions = messagingJobs({
      smtpUrl: null,
      smsProvider: null,
      mailFrom: MAIL_FROM,
      ...TEST_RETRIES,
    });
    // A slow SMTP server: it answers when the test says so, three leases later.
    const answer = Promise.withResolvers<{ providerMessageId: string | null }>();
    let sends = 0;
    const slow = deliveringWith(definitions, {
      send: () => {
        sends++;
        return answer.promise;
      },
    });
    // Two workers (two processes, say) on one pinned clock: were the lease let go, the idle one would take
    // the message while the first still sends it.
    const clock = new TestClock();
    const start = () =>
      startJobs({ sql: db.sql, log: quietLog, definitions: slow, work: true, clock, monitorSeconds: 10 });
    const workers = [await start(), await start()];
    try {
      const id = await queueEmail(db.sql, workers[0].queue, `${uniqueName("slow")}@example.com`);
      await waitFor("the attempt to start", async () => {
        if ((await messageState(db.sql, id)).attempts === 1) return true;
        await clock.tick(1_000);
        return false;
      });
      // The sending worker renews the lease as the clock moves, so the monitor never takes the job back.
      await clock.tick(3 * DELIVERY_LEASE_SECONDS * 1000);
      assert.deepEqual(await messageState(db.sql, id), { status: "queued", attempts: 1 });
      assert.equal(sends, 1);

      answer.resolve({ providerMessageId: "<slow@garage.test>" });
      const sent = await waitFor("the slow attempt to finish", async () => {
        const now = await messageState(db.sql, id);
        return now.status === "sent" && now;
      });
      assert.deepEqual(sent, { status: "sent", attempts: 1 });
      await clock.tick(2 * DELIVERY_LEASE_SECONDS * 1000);
      assert.equal(sends, 1, "sent once");
    } finally {
      answer.resolve({ providerMessageId: null });
      for (const worker of workers) await worker.stop();
    }
  },
});
