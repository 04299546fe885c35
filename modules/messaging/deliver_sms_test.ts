// SMS delivery end to end: queueMessage, the messaging.deliver job with its retries, and a real HTTP
// endpoint on loopback standing in for the SMS provider.
import assert from "node:assert/strict";
import type { Database } from "../../src/platform/db.ts";
import type { JobQueue } from "../../src/platform/jobs.ts";
import { uniqueName } from "../../tests/support/databases.ts";
import { startSmsPeer, uniquePhone } from "../../tests/support/message_peers.ts";
import { waitFor } from "../../tests/support/wait_for.ts";
import { deliveryTest, startDeliveryWorker } from "./_delivery_test_support.ts";
import { DELIVERY_STOPPED_JOB, queueMessage } from "./mod.ts";

const SMS = { email: false, sms: true };

async function queueSms(db: Database, jobs: JobQueue, to: string, text: string) {
  const key = uniqueName("sms");
  const queued = await db.sql.begin((tx) =>
    queueMessage(tx, jobs, SMS, { channel: "sms", to, text, idempotencyKey: key, shopId: 7 })
  );
  return { ...queued, key };
}

async function outboxRow(db: Database, id: number) {
  const [row] = await db.sql`
    select status, attempts, sent_at, failed_at, provider_message_id, last_error
    from outbox_messages where id = ${id}`;
  return row;
}

deliveryTest(
  "an SMS is posted to the provider with its credentials and form fields and ends sent with the sid",
  async (db) => {
    const provider = await startSmsPeer((_, nth) => Response.json({ sid: `SMok${nth}` }, { status: 201 }));
    const jobs = await startDeliveryWorker(db, { smtpUrl: null, smsProvider: provider.provider });
    try {
      const to = uniquePhone();
      const queued = await queueSms(
        db,
        jobs.queue,
        to,
        "Test Garage: your vehicle is ready. https://garage.test/r/x",
      );
      const row = await waitFor("the SMS to be sent", async () => {
        const row = await outboxRow(db, queued.id);
        return row.status === "sent" && row;
      });
      assert.equal(row.provider_message_id, "SMok1");
      assert.equal(row.attempts, 1);
      assert.deepEqual(provider.requests.filter((r) => r.to === to), [{
        to,
        from: "+15550001111",
        body: "Test Garage: your vehicle is ready. https://garage.test/r/x",
        idempotencyKey: queued.key,
      }]);
    } finally {
      await jobs.stop();
      await provider.close();
    }
  },
);

deliveryTest(
  "a provider that answers 500 twice and then accepts: the SMS is retried and sent once",
  async (db) => {
    const provider = await startSmsPeer((_, nth) =>
      nth <= 2
        ? new Response("upstream carrier unavailable", { status: 500 })
        : Response.json({ sid: "SMthird" }, { status: 200 })
    );
    const jobs = await startDeliveryWorker(db, { smtpUrl: null, smsProvider: provider.provider });
    try {
      const to = uniquePhone();
      const queued = await queueSms(db, jobs.queue, to, "Your inspection is under way.");
      const row = await waitFor("the SMS to be sent after retries", async () => {
        const row = await outboxRow(db, queued.id);
        return row.status === "sent" && row;
      });
      assert.equal(row.provider_message_id, "SMthird");
      assert.equal(row.attempts, 3);
      assert.equal(row.last_error, "SMS provider answered 500: upstream carrier unavailable");
      const sent = provider.requests.filter((r) => r.to === to);
      assert.equal(sent.length, 3);
      assert.ok(sent.every((r) => r.idempotencyKey === queued.key), "every attempt carries the same key");
    } finally {
      await jobs.stop();
      await provider.close();
    }
  },
);

deliveryTest(
  "a provider that always fails: after the configured retries the SMS ends failed with the reason",
  async (db) => {
    const provider = await startSmsPeer(() =>
      Response.json({ code: 20500, message: "Internal Server Error" }, { status: 500 })
    );
    const jobs = await startDeliveryWorker(db, { smtpUrl: null, smsProvider: provider.provider });
    try {
      const to = uniquePhone();
      const queued = await queueSms(db, jobs.queue, to, "Your car is ready.");
      const row = await waitFor("the SMS to fail", async () => {
        const row = await outboxRow(db, queued.id);
        return row.status === "failed" && row;
      });
      assert.equal(row.attempts, 3, "the first attempt and the two configured retries");
      assert.ok(row.failed_at instanceof Date);
      assert.equal(row.sent_at, null);
      assert.equal(
        row.last_error,
        `SMS provider answered 500: {"code":20500,"message":"Internal Server Error"}`,
      );
      assert.equal(provider.requests.filter((r) => r.to === to).length, 3);
    } finally {
      await jobs.stop();
      await provider.close();
    }
  },
);

deliveryTest(
  "a delivery that ran out of retries without an answer ends failed, never stuck as queued",
  async (db) => {
    const jobs = await startDeliveryWorker(db, { smtpUrl: null, smsProvider: null });
    try {
      // A message whose last attempt never reported (its worker died mid-send): queued, with no job left.
      // pg-boss hands such a job to the dead letter queue once its retries are used up.
      const held = await queueMessage(db.sql, jobs.queue, { email: false, sms: false }, {
        channel: "sms",
        to: uniquePhone(),
        text: "Lost in flight",
        idempotencyKey: uniqueName("stopped"),
      });
      await db.sql`update outbox_messages set status = 'queued', attempts = 3 where id = ${held.id}`;
      await jobs.queue.send(DELIVERY_STOPPED_JOB, { messageId: held.id });

      const row = await waitFor("the message to be marked failed", async () => {
        const row = await outboxRow(db, held.id);
        return row.status === "failed" && row;
      });
      assert.match(row.last_error, /^The delivery stopped without an answer/);
    } finally {
      await jobs.stop();
    }
  },
);
