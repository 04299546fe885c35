// The whole app with messaging: its worker delivers to the SMTP server in SMTP_URL, a channel without a
// transport holds its messages, and /dev/mailbox shows them with their links, except in production.
import assert from "node:assert/strict";
import { deliveryChannels, queueMessage } from "../../modules/messaging/mod.ts";
import { LONG_LIVED, startTestApp } from "../support/app.ts";
import { startSmtpPeer } from "../support/message_peers.ts";
import { waitFor } from "../support/wait_for.ts";

Deno.test({
  name:
    "the app delivers e-mail through SMTP_URL, holds SMS without a provider, and lists both on /dev/mailbox",
  ...LONG_LIVED,
  async fn() {
    const smtp = await startSmtpPeer();
    const app = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "service@oak.example" });
    try {
      const { sql, jobs, config } = app.services;
      const channels = deliveryChannels(config);
      assert.deepEqual(channels, { email: true, sms: false });
      const [email, sms] = await sql.begin(async (tx) => [
        await queueMessage(tx, jobs, channels, {
          channel: "email",
          to: "dana@example.com",
          subject: "Your sign-in link",
          text: "Sign in: http://localhost/login-link/e-123",
          links: ["http://localhost/login-link/e-123"],
          idempotencyKey: "mailbox-test:email",
        }),
        await queueMessage(tx, jobs, channels, {
          channel: "sms",
          to: "+15557654321",
          text: "Oak Street Garage: your report is ready https://oak.example/r/s-456",
          links: ["https://oak.example/r/s-456"],
          idempotencyKey: "mailbox-test:sms",
        }),
      ]);
      assert.equal(email.status, "queued");
      assert.equal(sms.status, "held");

      await waitFor("the e-mail to reach the SMTP server", () => Promise.resolve(smtp.received.length > 0));
      assert.equal(smtp.received[0].parsed.subject, "Your sign-in link");
      assert.deepEqual(smtp.received[0].to, ["dana@example.com"]);

      const html = await waitFor("the mailbox to show the e-mail as sent", async () => {
        const response = await fetch(`${app.url}/dev/mailbox`, { headers: { Accept: "text/html" } });
        assert.equal(response.status, 200);
        const html = await response.text();
        return /Sent<\/span>/.test(html) && html;
      });
      assert.match(html, /<h1>Dev mailbox<\/h1>/);
      assert.match(html, /Your sign-in link/);
      assert.match(html, /dana@example\.com/);
      assert.match(html, /\+15557654321/);
      assert.match(html, /Held \(no transport\)/);
      assert.match(html, /Oak Street Garage: your report is ready https:\/\/oak\.example\/r\/s-456/);
      assert.match(html, /<a href="https:\/\/oak\.example\/r\/s-456">https:\/\/oak\.example\/r\/s-456<\/a>/);
      assert.match(html, /<a href="http:\/\/localhost\/login-link\/e-123">/);
      assert.ok(html.indexOf("+15557654321") < html.indexOf("dana@example.com"), "newest first");
    } finally {
      await app.close();
      await smtp.close();
    }
  },
});

Deno.test({
  name:
    "in production there is no dev mailbox, and a start without transports warns that messages will not be delivered",
  ...LONG_LIVED,
  async fn() {
    const app = await startTestApp({ APP_ENV: "production", SECRET_KEY: "p".repeat(48) });
    try {
      const response = await fetch(`${app.url}/dev/mailbox`, { headers: { Accept: "text/html" } });
      assert.equal(response.status, 404);
      assert.match(await response.text(), /Page not found/);
      const warnings = app.logEntries().filter((entry) => entry.level === "warn").map((entry) => entry.msg);
      assert.ok(warnings.includes("SMTP_URL is not set: e-mails stay in the outbox and are not delivered"));
      assert.ok(
        warnings.includes(
          "SMS_PROVIDER_URL is not set: text messages stay in the outbox and are not delivered",
        ),
      );
    } finally {
      await app.close();
    }
  },
});
