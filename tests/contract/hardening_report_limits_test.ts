// Issue 17, item 5, the customer report's part: a link passed around cannot lock the customer out of
// answering, nor flood the staff with e-mails; reloads are not views; report sends are limited per user and
// per shop. Each test runs the whole app, with loopback SMTP and SMS peers where something is sent.
import assert from "node:assert/strict";
import { LONG_LIVED, startTestApp, type TestApp } from "../support/app.ts";
import { USER_AGENT } from "../support/browser.ts";
import { HttpClient } from "../support/http_client.ts";
import { inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { smsSettings, startSmsPeer, startSmtpPeer } from "../support/message_peers.ts";
import { reportInspection } from "../support/report_inspection.ts";
import { waitFor } from "../support/wait_for.ts";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `report limits: ${name}`, ...LONG_LIVED, fn });

const TOO_MANY_ANSWERS = /Too many answers to this report\. Try again in \d+ minutes?\./;
const TOO_MANY_SENDS = /^Too many reports sent\. Try again in \d+ minutes?\.$/;

/**
 * A phone's browser with the report open: it keeps its cookies and posts the page's form (its hidden fields
 * too). With `address`, it is behind the app's one trusted proxy (TRUST_PROXY=1), which reports that address.
 */
async function phone(app: TestApp, path: string, address?: string) {
  const client = new HttpClient(app.url);
  const proxied: Record<string, string> = address ? { "X-Forwarded-For": address } : {};
  const open = async () => {
    const response = await client.request(path, {
      headers: { Accept: "text/html", "User-Agent": USER_AGENT, ...proxied },
    });
    return { status: response.status, html: await response.text() };
  };
  const page = (await open()).html;
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)?.[1];
  const form = { csrfToken: hidden("csrfToken") ?? "", opened: hidden("opened") ?? "" };
  const answer = (fields: Record<string, string>) =>
    client.request(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": USER_AGENT,
        ...proxied,
      },
      body: new URLSearchParams({ ...form, ...fields }),
    });
  return { open, answer, client, form };
}

async function viewsOf(app: TestApp, inspectionId: number) {
  const [row] = await app.services.sql<{ count: number; first: Date | null; last: Date | null }[]>`
    select view_count as count, first_viewed_at as first, last_viewed_at as last
    from inspections where id = ${inspectionId}`;
  return row;
}

async function answerEmailJobs(app: TestApp, states: string[]): Promise<number> {
  const [row] = await app.services.sql<{ n: number }[]>`
    select count(*)::int as n from pgboss.job
    where name = 'reports.answers-email' and state::text in ${app.services.sql(states)}`;
  return row.n;
}

test("an abuser's answers from one browser do not stop the customer's own from another", async () => {
  const app = await startTestApp();
  try {
    const { shop, encId, inspectionId } = await reportInspection(app, { video: false });
    const path = `/${shop.shop.uriName}/r/${encId}`;
    const abuser = await phone(app, path);
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let attempt = 0; attempt < 35; attempt++) {
      const response = await abuser.answer({
        [`answer-${shop.tasks.wipers}`]: attempt % 2 === 0 ? "approved" : "declined",
      });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.body?.cancel();
    }
    assert.deepEqual(statuses, [...Array(20).fill(303), ...Array(15).fill(429)]);
    assert.match(await refused!.text(), TOO_MANY_ANSWERS);
    assert.ok(Number(refused!.headers.get("Retry-After")) > 0);

    const customer = await phone(app, path);
    const answered = await customer.answer({
      [`answer-${shop.tasks.pads}`]: "approved",
      [`answer-${shop.tasks.wipers}`]: "declined",
      note: "Go ahead with the pads",
    });
    assert.equal(answered.status, 303);
    const page = (await customer.open()).html;
    assert.match(page, new RegExp(`name="answer-${shop.tasks.pads}" value="approved" checked`));
    assert.match(page, new RegExp(`name="answer-${shop.tasks.wipers}" value="declined" checked`));
    assert.match(page, /Go ahead with the pads/);
    const [pads] = await app.services.sql<{ sold: boolean }[]>`
      select sold from inspection_items where inspection_id = ${inspectionId} and task_id = ${shop.tasks.pads}`;
    assert.equal(pads.sold, true);
  } finally {
    await app.close();
  }
});

test("five addresses fill the report's ceiling; browsers that opened it before still answer, strangers stay capped", async () => {
  const app = await startTestApp({ TRUST_PROXY: "1" });
  try {
    const { shop, encId, inspectionId } = await reportInspection(app, { video: false });
    const path = `/${shop.shop.uriName}/r/${encId}`;
    // The customer opened the report on their phone and on their laptop when it came, before the flood.
    const customer = await phone(app, path, "198.51.100.20");
    const laptop = await phone(app, path, "198.51.100.21");
    assert.ok(customer.client.cookies.has("opened-reports"), "opening the report sets the cookie");
    assert.ok(customer.form.opened, "and the answer form carries the same proof");

    // The flood: five addresses, three browsers each, twenty answers a browser: the report's 300.
    const statuses: number[] = [];
    for (let address = 1; address <= 5; address++) {
      for (let browser = 0; browser < 3; browser++) {
        const stranger = await phone(app, path, `203.0.113.${address}`);
        for (let attempt = 0; attempt < 20; attempt++) {
          const response = await stranger.answer({
            [`answer-${shop.tasks.wipers}`]: attempt % 2 === 0 ? "approved" : "declined",
          });
          statuses.push(response.status);
          await response.body?.cancel();
        }
      }
    }
    assert.deepEqual(statuses, Array(300).fill(303));

    // Strangers stay capped: a browser first opening the report now, from a sixth address, is refused, and
    // so is one that copied the customer's cookie and form (the proof is this report's for that browser only).
    const late = await phone(app, path, "203.0.113.6");
    assert.equal(late.form.opened, "", "no proof for a browser opening the report once it is full");
    const refused = await late.answer({ [`answer-${shop.tasks.wipers}`]: "declined" });
    assert.equal(refused.status, 429);
    assert.match(await refused.text(), TOO_MANY_ANSWERS);
    late.client.cookies.set("opened-reports", customer.client.cookies.get("opened-reports")!);
    const copied = await late.answer({
      [`answer-${shop.tasks.wipers}`]: "declined",
      opened: customer.form.opened,
    });
    assert.equal(copied.status, 429);
    await copied.body?.cancel();

    // The customer's phone, now on another network, answers through the flood by its cookie; so does the
    // laptop, whose cookie is gone, with the proof its page carried.
    const answered = await customer.answer({
      opened: "",
      [`answer-${shop.tasks.pads}`]: "approved",
      [`answer-${shop.tasks.wipers}`]: "declined",
      note: "Go ahead with the pads",
    });
    assert.equal(answered.status, 303);
    await answered.body?.cancel();
    const page = (await customer.open()).html;
    assert.match(page, new RegExp(`name="answer-${shop.tasks.pads}" value="approved" checked`));
    assert.match(page, /Go ahead with the pads/);
    const [pads] = await app.services.sql<{ sold: boolean }[]>`
      select sold from inspection_items where inspection_id = ${inspectionId} and task_id = ${shop.tasks.pads}`;
    assert.equal(pads.sold, true);

    laptop.client.cookies.delete("opened-reports");
    const fromLaptop = await laptop.answer({ note: "Please call me before five" });
    assert.equal(fromLaptop.status, 303);
    await fromLaptop.body?.cancel();
  } finally {
    await app.close();
  }
});

test("ten answer changes within a minute make one staff e-mail that states the final answers", async () => {
  const smtp = await startSmtpPeer();
  const app = await startTestApp({ SMTP_URL: smtp.url, ANSWER_EMAIL_DELAY_SECONDS: "10" });
  try {
    const { shop, encId, inspectionId } = await reportInspection(app, { video: false });
    const customer = await phone(app, `/${shop.shop.uriName}/r/${encId}`);
    const final = {
      [`answer-${shop.tasks.pads}`]: "declined",
      [`answer-${shop.tasks.tread}`]: "approved",
      note: "Call me first (take 10)",
    };
    for (let take = 1; take <= 10; take++) {
      const response = await customer.answer({
        [`answer-${shop.tasks.pads}`]: take % 2 === 1 ? "approved" : "declined",
        [`answer-${shop.tasks.tread}`]: "approved",
        note: `Call me first (take ${take})`,
      });
      assert.equal(response.status, 303);
    }
    // The trail, which the staff's pages show, has every change at once.
    const [trail] = await app.services.sql<{ n: number }[]>`
      select count(*)::int as n from inspection_events
      where inspection_id = ${inspectionId} and user_name = 'Customer' and summary like '%Front brake pads'`;
    assert.equal(trail.n, 10);

    const staff = [shop.manager.email, shop.mechanic.email].sort();
    const mails = () => smtp.received.filter((mail) => /answered the report/.test(mail.parsed.subject ?? ""));
    await waitFor("the staff's e-mails", () => Promise.resolve(mails().length >= staff.length));
    await waitFor("the answers' e-mail job to finish", async () => {
      return (await answerEmailJobs(app, ["created", "retry", "active"])) === 0;
    });
    assert.equal(await answerEmailJobs(app, ["completed"]), 1, "one e-mail job for ten changes");
    assert.deepEqual(mails().flatMap((mail) => mail.to).sort(), staff, "one e-mail to each");
    for (const mail of mails()) {
      const text = mail.parsed.text ?? "";
      assert.match(text, /Declined: Front brake pads/);
      assert.match(text, /Approved: Tire tread depth/);
      assert.match(text, /Note: Call me first \(take 10\)/);
      assert.doesNotMatch(text, /Approved: Front brake pads|take 9/);
    }

    // The same answers again change nothing and tell nobody.
    assert.equal((await customer.answer(final)).status, 303);
    assert.equal(await answerEmailJobs(app, ["created", "retry", "active", "completed"]), 1);
    assert.equal(mails().length, staff.length);
  } finally {
    await app.close();
    await smtp.close();
  }
});

test("200 loads from one browser are one view, a second browser is a second, and the first time stays", async () => {
  const app = await startTestApp();
  try {
    const { shop, encId, inspectionId } = await reportInspection(app, { video: false });
    const path = `/${shop.shop.uriName}/r/${encId}`;
    const clock = async () =>
      (await app.services.sql<{ now: Date }[]>`select clock_timestamp() as now`)[0].now;
    const before = await clock();
    const customer = await phone(app, path); // its first load
    const after = await clock();
    for (let load = 2; load <= 200; load++) assert.equal((await customer.open()).status, 200);
    const once = await viewsOf(app, inspectionId);
    assert.equal(once.count, 1);
    assert.ok(once.first! >= before && once.first! <= after, "the first view is the first load");
    assert.deepEqual(once.last, once.first);

    await phone(app, path);
    const twice = await viewsOf(app, inspectionId);
    assert.equal(twice.count, 2, "a second browser is a second view");
    assert.deepEqual(twice.first, once.first);

    const unfurl = await new HttpClient(app.url).request(path, {
      headers: { "User-Agent": "WhatsApp/2.23.20.0 A", Accept: "text/html" },
    });
    await unfurl.body?.cancel();
    assert.equal((await viewsOf(app, inspectionId)).count, 2, "a link-preview robot is not a view");

    // An hour on, the first browser's opening counts again.
    await app.services.sql`
      update report_view_browsers set counted_at = counted_at - interval '1 hour'
      where inspection_id = ${inspectionId}`;
    await customer.open();
    assert.equal((await viewsOf(app, inspectionId)).count, 3);
    const opened = await app.services.sql`
      select 1 from inspection_events where inspection_id = ${inspectionId}
        and summary = 'Report opened by the customer'`;
    assert.equal(opened.length, 1, "the trail has the first opening only");
  } finally {
    await app.close();
  }
});

test("40 report e-mails in a burst: those over the user's limit get 429, nothing half-sent; another user still sends", async () => {
  const smtp = await startSmtpPeer();
  const sms = await startSmsPeer();
  const app = await startTestApp({ SMTP_URL: smtp.url, ...smsSettings(sms) });
  try {
    const { sql, keys } = app.services;
    const shop = await inspectionShop(sql);
    const inspection = await newInspection(sql, keys, shop);
    await sql`update inspections set status = 'audited', audited_at = now() where id = ${inspection.id}`;
    const signedIn = async (email: string) => {
      const client = new HttpClient(app.url);
      await client.signIn(email, PASSWORD);
      return client;
    };
    const send = (client: HttpClient, what: string, query: Record<string, string>) =>
      client.call(
        `/ajax/inspections/${inspection.encId}/report/${what}?${new URLSearchParams(query)}`,
        "POST",
      );

    const manager = await signedIn(shop.manager.email);
    // A repeated request sends nothing and is not counted.
    for (const expected of ["Report sent by e-mail to", "The report was sent by e-mail to"]) {
      const repeat = await send(manager, "send-email", { requestId: "repeated-request" });
      assert.ok((await repeat.json()).message.startsWith(expected));
    }
    const addresses = Array.from({ length: 40 }, (_, n) => `customer${n}@burst.example`);
    const answers = await Promise.all(
      addresses.map((email, n) => send(manager, "send-email", { email, requestId: `burst-request-${n}` })),
    );
    const sent = addresses.filter((_, n) => answers[n].status === 200).sort();
    const refused = answers.filter((response) => response.status === 429);
    assert.equal(sent.length, 29, "30 a user in ten minutes, the first e-mail being one");
    assert.equal(refused.length, 11);
    for (const response of refused) {
      assert.match((await response.json()).message, TOO_MANY_SENDS);
      assert.ok(Number(response.headers.get("Retry-After")) > 0);
    }
    for (const response of answers.filter((response) => response.status === 200)) {
      await response.body?.cancel();
    }

    // Only the accepted sends were written, recorded and delivered.
    const outbox = await sql<{ to: string }[]>`
      select recipient as to from outbox_messages where shop_id = ${shop.shop.id}`;
    const all = [...sent, "jane@driver.example"].sort();
    assert.deepEqual(outbox.map((row) => row.to).sort(), all);
    const events = await sql<{ summary: string }[]>`
      select summary from inspection_events where inspection_id = ${inspection.id} and kind = 'report'`;
    assert.deepEqual(events.map((row) => row.summary.replace("Report sent by e-mail to ", "")).sort(), all);
    await waitFor("the 30 e-mails", () => Promise.resolve(smtp.received.length >= 30));
    assert.deepEqual(smtp.received.flatMap((mail) => mail.to).sort(), all);

    // The manager's limit holds for text messages too; the owner, below the shop's limit, still sends.
    const managerSms = await send(manager, "send-sms", { phone: "(415) 555-0142" });
    assert.equal(managerSms.status, 429);
    assert.match((await managerSms.json()).message, TOO_MANY_SENDS);
    const owner = await signedIn(shop.owner.email);
    const ownerSms = await send(owner, "send-sms", { phone: "(415) 555-0142" });
    assert.equal(ownerSms.status, 200);
    assert.equal((await ownerSms.json()).message, "Report sent by text message to (415) 555-0142.");
    await waitFor("the owner's text message", () => Promise.resolve(sms.requests.length === 1));
  } finally {
    await app.close();
    await smtp.close();
    await sms.close();
  }
});
