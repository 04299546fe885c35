// Issue 32, section 3: a sign-in link goes out ahead of bulk mail. An outside check found the owner's link
// 47 s after asking, queued behind 30 report e-mails. Here the mail server holds every e-mail it reads until
// the test lets it go (a slow server), so the report e-mails cannot drain while the link is asked for: the
// link must reach the server while the first report e-mail is still being taken and the other 29 wait.
// Order is asserted, not time.
import assert from "node:assert/strict";
import { LONG_LIVED, startTestApp } from "../support/app.ts";
import { HttpClient } from "../support/http_client.ts";
import { inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { type ReceivedMail, startSmtpPeer } from "../support/message_peers.ts";
import { lastMessage } from "../support/outbox.ts";
import { waitFor } from "../support/wait_for.ts";

Deno.test({
  name: "sign-in mail: a link asked for behind 30 queued report e-mails reaches the mail server first",
  ...LONG_LIVED,
  async fn() {
    const smtp = await startSmtpPeer(undefined, undefined, { holding: true });
    const app = await startTestApp({ SMTP_URL: smtp.url });
    try {
      const { sql, keys } = app.services;
      const shop = await inspectionShop(sql);
      const inspection = await newInspection(sql, keys, shop);
      await sql`update inspections set status = 'audited', audited_at = now() where id = ${inspection.id}`;
      const manager = new HttpClient(app.url);
      await manager.signIn(shop.manager.email, PASSWORD);
      const customers = Array.from({ length: 30 }, (_, n) => `customer${n}@queue.example`);
      for (const [n, email] of customers.entries()) {
        const query = new URLSearchParams({ email, requestId: `queued-report-${n}` });
        const sent = await manager.call(
          `/ajax/inspections/${inspection.encId}/report/send-email?${query}`,
          "POST",
        );
        assert.equal(sent.status, 200, await sent.text());
      }
      // The first report e-mail is at the (slow) mail server; the other 29 wait for it.
      await waitFor(
        "the first report e-mail at the mail server",
        () => Promise.resolve(smtp.held.length > 0),
      );

      const owner = new HttpClient(app.url);
      await owner.page("/login?mode=link");
      const asked = await owner.postForm("/login", {
        mode: "link",
        channel: "email",
        email: shop.owner.email,
      });
      assert.equal(asked.status, 200);
      await asked.body?.cancel();

      const isLink = (mail: ReceivedMail) => mail.to.includes(shop.owner.email);
      await waitFor(
        "the sign-in link while the report e-mails are held",
        () => Promise.resolve(smtp.held.some(isLink)),
      );
      assert.deepEqual(
        smtp.held.map((mail) => isLink(mail) ? "sign-in link" : "report e-mail"),
        ["report e-mail", "sign-in link"],
        "the link arrived after the one report e-mail being taken, ahead of the 29 queued",
      );
      assert.equal(smtp.received.length, 0);

      // Then everything is delivered, and the link signs the owner in.
      await waitFor("every e-mail, let go one at a time", () => {
        if (smtp.held.length > 0) smtp.releaseOne();
        return Promise.resolve(smtp.received.length === customers.length + 1);
      }, 50);
      assert.deepEqual(
        smtp.received.flatMap((mail) => mail.to).filter((to) => to !== shop.owner.email).sort(),
        [...customers].sort(),
      );
      const [link] = (await lastMessage(sql, shop.owner.email))!.links;
      assert.ok(smtp.received.find(isLink)!.parsed.text?.includes(link), "the e-mail carries the link");
      const path = new URL(link).pathname;
      await owner.page(path);
      const signedIn = await owner.postForm(path, {});
      assert.equal(signedIn.status, 303);
      await signedIn.body?.cancel();
      assert.ok(owner.cookies.has("session"));
    } finally {
      await app.close();
      await smtp.close();
    }
  },
});
