// The whole app with messaging: its worker delivers to the SMTP server in SMTP_URL, a channel without a
// transport holds its messages, and /dev/mailbox shows them with their links, except in production, and only
// to a browser that opened the start log's link (its token) or a platform admin.
import assert from "node:assert/strict";
import { setPlatformAdmin } from "../../modules/accounts/mod.ts";
import { deliveryChannels, queueMessage } from "../../modules/messaging/mod.ts";
import { LONG_LIVED, startTestApp } from "../support/app.ts";
import { HttpClient } from "../support/http_client.ts";
import { waitForMessage } from "../support/outbox.ts";
import { serverFunctionPath } from "../support/server_functions.ts";
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
        const response = await fetch(app.devMailbox!, { headers: { Accept: "text/html" } });
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
      assert.equal(app.devMailbox, null, "no token is made");
      assert.ok(!app.logLines.some((line) => line.includes("/dev/mailbox")), "and no link is printed");
      for (const path of ["/dev/mailbox", "/dev/mailbox?token=anything-at-all-0000000000000"]) {
        const response = await fetch(`${app.url}${path}`, { headers: { Accept: "text/html" } });
        assert.equal(response.status, 404);
        assert.match(await response.text(), /Page not found/);
      }
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

/** An address of this machine that is not loopback, when it has one: a second machine's view of the app. */
function secondAddress(): string | null {
  return Deno.networkInterfaces().find((i) => i.family === "IPv4" && !i.address.startsWith("127."))
    ?.address ??
    null;
}

Deno.test({
  name:
    "the dev mailbox and its server function open only with the start log's link or for a platform admin, never by the caller's address",
  ...LONG_LIVED,
  async fn() {
    const address = secondAddress();
    // Listening on every interface, as `deno task start` does in development.
    const app = await startTestApp({ APP_ENV: "development", HOST: "0.0.0.0" });
    const port = new URL(app.url).port;
    const here = `http://127.0.0.1:${port}`;
    const there = address ? `http://${address}:${port}` : null;
    try {
      assert.ok(
        app.logEntries().some((entry) =>
          entry.level === "warn" && /development mode is listening on 0\.0\.0\.0/.test(String(entry.msg))
        ),
        "the start says the development app is reachable from other machines",
      );
      // The start log prints the link, token and all, as `deno task start` shows it to the developer.
      const printed = app.logEntries().find((entry) => String(entry.url ?? "").includes("/dev/mailbox"));
      assert.ok(printed, "the start log prints the dev mailbox's link");
      assert.equal(printed.url, app.devMailbox);
      const link = new URL(String(printed.url));
      assert.match(link.searchParams.get("token") ?? "", /^[A-Za-z0-9_-]{32,}$/);
      const mailbox = await serverFunctionPath("getDevMailbox");

      // The reported attack: a stranger asks for the owner's sign-in link, then reads the mailbox.
      const stranger = new HttpClient(there ?? here);
      await stranger.page("/login");
      const asked = await stranger.call("/ajax/session/login-link", "POST", {
        email: "owner@demo.example",
        channel: "email",
      });
      assert.ok(asked.status < 300, `the link request answered ${asked.status}`);
      await asked.body?.cancel();
      const [signInLink] = (await waitForMessage(app.services.sql, "owner@demo.example")).links;

      const refused = async (base: string, query: string, headers: Record<string, string> = {}) => {
        for (const path of ["/dev/mailbox", mailbox]) {
          // Sec-Fetch-Site as a page of the app would send it: past TanStack Start's own check, to the handler.
          const response = await fetch(`${base}${path}${query}`, {
            headers: { Accept: "text/html", "Sec-Fetch-Site": "same-origin", ...headers },
          });
          const body = await response.text();
          const what = `${base}${path}${query} ${JSON.stringify(headers)}`;
          // The page is a 404; the server function answers TanStack Start's serialised notFound().
          if (path === mailbox) assert.match(body, /isNotFound/, what);
          else assert.equal(response.status, 404, what);
          assert.ok(!body.includes(signInLink), `no sign-in link is shown: ${what}`);
        }
      };
      if (there) await refused(there, "");
      // From loopback without the token: what an SSH tunnel, socat or kubectl port-forward delivers,
      // with no forwarding header to tell it apart from the developer's own browser.
      await refused(here, "");
      await refused(here, "?token=not-the-token-of-this-start-000000000");
      await refused(here, "", { Cookie: "dev-token=not-the-token-of-this-start-000000000" });
      await refused(here, `?token=${link.searchParams.get("token")!.slice(0, -1)}`);

      // The developer opens the printed link: the mailbox, and a cookie that keeps it open in that browser.
      const developer = new HttpClient(here);
      const opened = await developer.page(`${link.pathname}${link.search}`);
      assert.equal(opened.status, 200);
      assert.ok(opened.html.includes(signInLink));
      assert.ok(developer.cookies.has("dev-token"), "the browser keeps the token");
      const refreshed = await developer.page("/dev/mailbox");
      assert.equal(refreshed.status, 200, "the page's own Refresh link needs no token in its address");
      assert.ok(refreshed.html.includes(signInLink));
      const call = await developer.request(mailbox, { headers: { "Sec-Fetch-Site": "same-origin" } });
      assert.equal(call.status, 200);
      assert.ok((await call.text()).includes(signInLink), "the server function opens with the token too");

      // A platform admin signed in from another machine may read it (support, a shared test server).
      await setPlatformAdmin(app.services.sql, "manager@demo.example", true);
      const admin = new HttpClient(there ?? here);
      await admin.signIn("manager@demo.example", "demo-manager-2026");
      const { status, html } = await admin.page("/dev/mailbox");
      assert.equal(status, 200);
      assert.ok(html.includes(signInLink));
      const adminCall = await admin.request(mailbox, { headers: { "Sec-Fetch-Site": "same-origin" } });
      assert.equal(adminCall.status, 200);
      assert.ok((await adminCall.text()).includes(signInLink));
    } finally {
      await app.close();
    }
  },
});
