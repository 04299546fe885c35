// queueMessage without a worker: what is written, what is enqueued, and what is refused.
import assert from "node:assert/strict";
import type { Database, Tx } from "../../src/platform/db.ts";
import { InputError } from "../../src/platform/errors.ts";
import { type Jobs, startJobs } from "../../src/platform/jobs.ts";
import { dbTest, quietLog, uniqueName } from "../../tests/support/databases.ts";
import { uniquePhone } from "../../tests/support/message_peers.ts";
import { TEST_RETRIES } from "./_delivery_test_support.ts";
import {
  DELIVER_JOB,
  DELIVER_URGENT_JOB,
  listOutbox,
  messagingJobs,
  type OutgoingMessage,
  queueMessage,
} from "./mod.ts";

const NONE = { email: false, sms: false };
const BOTH = { email: true, sms: true };

/** The queue without workers: jobs can be enqueued and looked at, none is run. */
function startQueue(db: Database): Promise<Jobs> {
  const config = { smtpUrl: null, smsProvider: null, mailFrom: "no-reply@garage.test", ...TEST_RETRIES };
  return startJobs({ sql: db.sql, log: quietLog, definitions: messagingJobs(config), work: false });
}

async function deliveryJobs(tx: Tx, messageId: number): Promise<number> {
  const [row] = await tx`
    select count(*)::int as count from pgboss.job
    where name = ${DELIVER_JOB} and (data->>'messageId')::int = ${messageId}`;
  return row.count;
}

function email(overrides: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    channel: "email",
    to: `${uniqueName("customer")}@example.com`,
    subject: "Your inspection report",
    text: "Open your report: https://garage.test/r/1",
    html: '<p>Open <a href="https://garage.test/r/1">your report</a></p>',
    links: ["https://garage.test/r/1"],
    idempotencyKey: uniqueName("report"),
    ...overrides,
  };
}

dbTest(
  "with no transport, a message is held, gets no job, and the outbox lists it newest first",
  async (db) => {
    const jobs = await startQueue(db);
    try {
      const older = await queueMessage(db.sql, jobs.queue, NONE, email({ subject: "Older" }));
      const phone = uniquePhone();
      const held = await db.sql.begin((tx) =>
        queueMessage(tx, jobs.queue, NONE, {
          channel: "sms",
          to: phone,
          text: "Your code is 481516",
          links: ["https://garage.test/login/abc"],
          idempotencyKey: uniqueName("code"),
          shopId: 3,
        })
      );
      assert.deepEqual(held, { id: held.id, status: "held", duplicate: false });
      assert.equal(await deliveryJobs(db.sql, held.id), 0);
      assert.equal(await deliveryJobs(db.sql, older.id), 0);

      const outbox = await listOutbox(db.sql, { limit: 50 });
      const ours = outbox.filter((entry) => entry.id === held.id || entry.id === older.id);
      assert.deepEqual(ours.map((entry) => entry.id), [held.id, older.id], "newest first");
      assert.deepEqual({ ...ours[0], createdAt: "" }, {
        id: held.id,
        shopId: 3,
        channel: "sms",
        recipient: phone,
        subject: "",
        textBody: "Your code is 481516",
        links: ["https://garage.test/login/abc"],
        status: "held",
        attempts: 0,
        lastError: null,
        createdAt: "",
        sentAt: null,
        failedAt: null,
      });
      assert.ok(!Number.isNaN(Date.parse(ours[0].createdAt)));
      assert.equal((await listOutbox(db.sql, { limit: 1 })).length, 1);
    } finally {
      await jobs.stop();
    }
  },
);

dbTest("a message queued in a transaction that rolls back leaves no message and no job", async (db) => {
  const jobs = await startQueue(db);
  try {
    const message = email();
    let queuedId = 0;
    await assert.rejects(
      db.sql.begin(async (tx) => {
        const queued = await queueMessage(tx, jobs.queue, BOTH, message);
        assert.equal(queued.status, "queued");
        queuedId = queued.id;
        assert.equal(await deliveryJobs(tx, queuedId), 1, "the job is there inside the transaction");
        throw new Error("the change that caused the message failed");
      }),
      /the change that caused the message failed/,
    );
    const [row] = await db.sql`select count(*)::int as count from outbox_messages where id = ${queuedId}`;
    assert.equal(row.count, 0);
    assert.equal(await deliveryJobs(db.sql, queuedId), 0);

    // The key was never used: queued again, it is a new message with its job.
    const again = await db.sql.begin((tx) => queueMessage(tx, jobs.queue, BOTH, message));
    assert.equal(again.duplicate, false);
    assert.equal(await deliveryJobs(db.sql, again.id), 1);
    // Nothing runs these jobs here; another test's worker must not find them later.
    await db
      .sql`delete from pgboss.job where name = ${DELIVER_JOB} and (data->>'messageId')::int = ${again.id}`;
  } finally {
    await jobs.stop();
  }
});

dbTest("the same idempotency key twice is one message with one job", async (db) => {
  const jobs = await startQueue(db);
  try {
    const message = email();
    const first = await db.sql.begin((tx) => queueMessage(tx, jobs.queue, BOTH, message));
    const second = await db.sql.begin((tx) => queueMessage(tx, jobs.queue, BOTH, message));
    assert.deepEqual(second, { id: first.id, status: "queued", duplicate: true });
    const [row] = await db.sql`
      select count(*)::int as count from outbox_messages where idempotency_key = ${message.idempotencyKey}`;
    assert.equal(row.count, 1);
    assert.equal(await deliveryJobs(db.sql, first.id), 1);
    await db
      .sql`delete from pgboss.job where name = ${DELIVER_JOB} and (data->>'messageId')::int = ${first.id}`;
  } finally {
    await jobs.stop();
  }
});

dbTest(
  "a message someone waits for is delivered from the urgent queue, bulk mail from the other",
  async (db) => {
    const jobs = await startQueue(db);
    try {
      const bulk = await db.sql.begin((tx) => queueMessage(tx, jobs.queue, BOTH, email()));
      const urgent = await db.sql.begin((tx) =>
        queueMessage(tx, jobs.queue, BOTH, email({ subject: "Your sign-in link", urgent: true }))
      );
      const queues = await db.sql<{ name: string; messageId: number }[]>`
      select name, (data->>'messageId')::int as "messageId" from pgboss.job
      where (data->>'messageId')::int in (${bulk.id}, ${urgent.id}) order by 2`;
      assert.deepEqual([...queues], [
        { name: DELIVER_JOB, messageId: bulk.id },
        { name: DELIVER_URGENT_JOB, messageId: urgent.id },
      ]);
      await db.sql`delete from pgboss.job where (data->>'messageId')::int in (${bulk.id}, ${urgent.id})`;
    } finally {
      await jobs.stop();
    }
  },
);

dbTest("bad messages are refused with a message saying what is wrong, and nothing is written", async (db) => {
  const jobs = await startQueue(db);
  try {
    const key = uniqueName("refused");
    const sms = { channel: "sms" as const, to: "+15551234567", text: "Hello", idempotencyKey: key };
    const cases: Array<[OutgoingMessage, string]> = [
      [email({ to: "not-an-address", idempotencyKey: key }), '"not-an-address" is not an e-mail address.'],
      [
        email({ to: "two@example.com, three@example.com", idempotencyKey: key }),
        '"two@example.com, three@example.com" is not an e-mail address.',
      ],
      [email({ subject: " ", idempotencyKey: key }), "An e-mail needs a subject."],
      [
        email({ subject: "Hi\r\nBcc: everyone@example.com", idempotencyKey: key }),
        "An e-mail subject is one line of at most 250 characters.",
      ],
      [email({ text: "  \n", idempotencyKey: key }), "A message needs a text body; this one is empty."],
      [email({ idempotencyKey: " " }), "A message needs an idempotency key of 1 to 200 characters."],
      [
        email({ links: ["javascript:alert(1)"], idempotencyKey: key }),
        '"javascript:alert(1)" is not an http:// or https:// link.',
      ],
      [
        { ...sms, to: "555-1234" },
        '"555-1234" is not a phone number in international format: a + and 8 to 15 digits, like +15551234567.',
      ],
      [
        { ...sms, to: "+1234567" },
        '"+1234567" is not a phone number in international format: a + and 8 to 15 digits, like +15551234567.',
      ],
      [
        email({ unsubscribeUrl: "mailto:stop@garage.test", idempotencyKey: key }),
        '"mailto:stop@garage.test" is not an http:// or https:// link to unsubscribe with.',
      ],
      [{ ...sms, subject: "Hi" }, "An SMS is plain text: it has no subject and no HTML body."],
      [
        { ...sms, unsubscribeUrl: "https://garage.test/stop/abc" },
        "An SMS has no unsubscribe link: the recipient texts STOP.",
      ],
      [{ ...sms, text: "x".repeat(1601) }, "An SMS can be at most 1600 characters long (this one has 1601)."],
      [{ ...sms, channel: "fax" as "sms" }, '"fax" is not a message channel; use email or sms.'],
    ];
    for (const [message, expected] of cases) {
      await assert.rejects(
        db.sql.begin((tx) => queueMessage(tx, jobs.queue, BOTH, message)),
        (error: Error) => {
          assert.ok(error instanceof InputError, `${expected}: ${error}`);
          assert.equal(error.message, expected);
          return true;
        },
      );
    }
    const [row] = await db
      .sql`select count(*)::int as count from outbox_messages where idempotency_key = ${key}`;
    assert.equal(row.count, 0);

    // The limits themselves are accepted: an 8-digit and a 15-digit number, a 1600-character SMS.
    for (const to of ["+12345678", "+123456789012345"]) {
      const ok = await queueMessage(db.sql, jobs.queue, NONE, {
        ...sms,
        to,
        idempotencyKey: uniqueName("ok"),
      });
      assert.equal(ok.status, "held");
    }
    const long = await queueMessage(db.sql, jobs.queue, NONE, {
      ...sms,
      text: "x".repeat(1600),
      idempotencyKey: uniqueName("long"),
    });
    assert.equal(long.status, "held");
  } finally {
    await jobs.stop();
  }
});
