// E-mail delivery end to end: queueMessage in a transaction, the messaging.deliver job on pg-boss, nodemailer,
// and a real SMTP server on loopback that requires a login.
import assert from "node:assert/strict";
import { uniqueName } from "../../tests/support/databases.ts";
import { startSmtpPeer } from "../../tests/support/message_peers.ts";
import { waitFor } from "../../tests/support/wait_for.ts";
import { deliveryTest, startDeliveryWorker } from "./_delivery_test_support.ts";
import { DELIVER_JOB, queueMessage } from "./mod.ts";

const EMAIL = { email: true, sms: false };

deliveryTest(
  "a queued e-mail arrives once over SMTP with its subject, text and HTML, and is marked sent",
  async (db) => {
    const smtp = await startSmtpPeer();
    const jobs = await startDeliveryWorker(db, { smtpUrl: smtp.url, smsProvider: null });
    try {
      const to = `${uniqueName("driver")}@example.com`;
      const message = {
        channel: "email" as const,
        to,
        subject: "Your inspection report — Test Garage",
        text: "Your report is ready: https://garage.test/r/abc",
        html: '<p>Your report is <a href="https://garage.test/r/abc">ready</a>.</p>',
        links: ["https://garage.test/r/abc"],
        idempotencyKey: uniqueName("report-email"),
      };
      const first = await db.sql.begin((tx) => queueMessage(tx, jobs.queue, EMAIL, message));
      assert.equal(first.status, "queued");
      assert.equal(first.duplicate, false);
      // The same key again, even with other words: nothing new is written or sent.
      const again = await db.sql.begin((tx) =>
        queueMessage(tx, jobs.queue, EMAIL, { ...message, subject: "A second copy" })
      );
      assert.deepEqual(again, { id: first.id, status: "queued", duplicate: true });

      const row = await waitFor("the e-mail to be sent", async () => {
        const [row] = await db.sql`
        select status, attempts, sent_at, provider_message_id, last_error from outbox_messages
        where id = ${first.id}`;
        return row.status === "sent" && row;
      });
      assert.equal(row.attempts, 1);
      assert.equal(row.last_error, null);
      assert.ok(row.sent_at instanceof Date);

      const mails = smtp.received.filter((mail) => mail.to.includes(to));
      assert.equal(mails.length, 1, "delivered exactly once");
      const [mail] = mails;
      assert.equal(mail.user, "mailer", "the SMTP login from SMTP_URL was used");
      assert.equal(mail.from, "service@garage.test");
      assert.equal(mail.parsed.subject, "Your inspection report — Test Garage");
      assert.equal(mail.parsed.from?.name, "Test Garage");
      assert.equal(mail.parsed.text?.trim(), "Your report is ready: https://garage.test/r/abc");
      assert.match(mail.parsed.html ?? "", /<a href="https:\/\/garage\.test\/r\/abc">ready<\/a>/);
      // The Message-ID is derived from the outbox row, so a retried copy carries the same one.
      assert.equal(mail.parsed.messageId, row.provider_message_id);
      assert.match(
        row.provider_message_id,
        new RegExp(`^<outbox\\.${first.id}\\.[0-9a-f]{16}@garage\\.test>$`),
      );

      const [jobCount] = await db.sql`
      select count(*)::int as count from pgboss.job
      where name = ${DELIVER_JOB} and (data->>'messageId')::int = ${first.id}`;
      assert.equal(jobCount.count, 1, "one delivery job for the message");
    } finally {
      await jobs.stop();
      await smtp.close();
    }
  },
);

deliveryTest(
  "an SMTP server that refuses the login: retried, then failed with the server's reason",
  async (db) => {
    const smtp = await startSmtpPeer("mailer", "the-real-password");
    const wrongUrl = smtp.url.replace("the-real-password", "a-wrong-password");
    const jobs = await startDeliveryWorker(db, { smtpUrl: wrongUrl, smsProvider: null });
    try {
      const to = `${uniqueName("refused")}@example.com`;
      const queued = await db.sql.begin((tx) =>
        queueMessage(tx, jobs.queue, EMAIL, {
          channel: "email",
          to,
          subject: "Sign-in code",
          text: "Your code is 123456",
          idempotencyKey: uniqueName("code"),
        })
      );
      const row = await waitFor("the e-mail to fail", async () => {
        const [row] = await db.sql`
        select status, attempts, failed_at, last_error from outbox_messages where id = ${queued.id}`;
        return row.status === "failed" && row;
      });
      assert.equal(row.attempts, 3, "the first attempt and the two configured retries");
      assert.ok(row.failed_at instanceof Date);
      assert.match(row.last_error, /^The SMTP server did not take the e-mail: Invalid login: 535/);
      assert.equal(smtp.received.filter((mail) => mail.to.includes(to)).length, 0);
    } finally {
      await jobs.stop();
      await smtp.close();
    }
  },
);
