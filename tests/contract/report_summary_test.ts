// The summary e-mail of the shop's numbers (issue 22, decision 034): an owner or manager chooses daily or
// weekly (a mechanic is refused, a stranger gets the 404, the signed-out a 401); the hourly job sends each
// period once, in the shop's time zone, even when two runs race; the e-mail states the period's numbers and
// links to the report and to an unsubscribe that needs no sign-in: its page asks (a mail scanner opening the
// link changes nothing), its button or the mail program's one-click POST (RFC 8058, the List-Unsubscribe
// headers the SMTP server receives) ends the summary.
import assert from "node:assert/strict";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture, DEMO_STAFF, type Role } from "../support/app_fixture.ts";
import { assertEachRoleAnswers, callAnswers } from "../support/who_may.ts";
import { quietLog } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";
import { type SmtpPeer, startSmtpPeer } from "../support/message_peers.ts";
import { waitFor } from "../support/wait_for.ts";
import { summaryEmailJob } from "@modules/reports/mod.ts";
import type { JobContext } from "@platform/jobs.ts";

const ROLES: Role[] = ["anonymous", "mechanic", "manager", "owner", "otherShopOwner"];
const ZONE = "America/Los_Angeles";

let demoId: number;
let managerId: number;
let smtp: SmtpPeer;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `summary e-mail: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  roles: ROLES,
  // The summaries are delivered to a real SMTP server, to read the headers a mail program acts on.
  async env() {
    smtp = await startSmtpPeer();
    return { SMTP_URL: smtp.url };
  },
  stop: () => smtp?.close(),
  async setup({ sql }) {
    [{ id: demoId }] = await sql<{ id: number }[]>`
      update shops set time_zone = ${ZONE} where uri_name = 'demo' returning id`;
    [{ id: managerId }] = await sql<{ id: number }[]>`
      select id from users where email = ${DEMO_STAFF.manager.email}`;
  },
});
const { sessions } = fixture;

function subscribe(role: Role, period: string) {
  const client = sessions[role];
  return client.request(`/ajax/report-summaries/${demoId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": client.csrfToken },
    body: JSON.stringify({ period }),
  });
}

/** One run of the hourly job, as a worker runs it. */
async function runJob(): Promise<void> {
  const { sql, jobs } = fixture.app.services;
  const context: JobContext = {
    sql,
    jobs,
    log: quietLog,
    jobId: crypto.randomUUID(),
    retryCount: 0,
    retryLimit: 3,
  };
  await summaryEmailJob(fixture.app.services.config).handler({}, context);
}

async function summariesTo(email: string) {
  return await fixture.sql<{ subject: string; textBody: string; links: string[] }[]>`
    select subject, text_body as "textBody", links from outbox_messages
    where recipient = ${email} and idempotency_key like 'report-summary:%' order by id`;
}

test("who may choose the summary: owners and managers, for themselves", async () => {
  for (const role of ROLES) await sessions[role].page("/demo/manager-report");
  await assertEachRoleAnswers(
    ROLES,
    {
      what: "POST /ajax/report-summaries/{demo}",
      expected: callAnswers<Role>({ mechanic: 403, manager: 204, owner: 204 }),
    },
    (role) => subscribe(role, "weekly"),
  );
  const bad = await subscribe("manager", "hourly");
  assert.equal(bad.status, 400);
  assert.match(await bad.text(), /period must be one of none, daily, weekly/);
  const page = await sessions.manager.page("/demo/manager-report");
  assert.match(page.html, /<option value="weekly" selected="">Weekly<\/option>/);
  assert.equal((await subscribe("manager", "none")).status, 204);
  assert.equal((await subscribe("owner", "none")).status, 204);
  const [{ count }] = await fixture.sql<{ count: number }[]>`
    select count(*)::int from report_subscriptions where shop_id = ${demoId}`;
  assert.equal(count, 0);
});

test("the job sends yesterday's numbers once, however often it runs, and the link unsubscribes", async () => {
  await sessions.manager.page("/demo/manager-report");
  assert.equal((await subscribe("manager", "daily")).status, 204);
  // Yesterday in the shop's zone: an inspection sent then, with a sold item.
  const [yesterday] = await fixture.sql<{ day: string }[]>`
    select to_char((now() at time zone ${ZONE})::date - 1, 'YYYY-MM-DD') as day`;
  const [type] = await fixture.sql<{ id: number }[]>`
    select id from inspection_types where shop_id = ${demoId} order by id limit 1`;
  const noon = fixture.sql`((${yesterday.day}::date + time '12:00')::timestamp at time zone ${ZONE})`;
  await fixture.sql`
    insert into inspections (shop_id, enc_id, status, inspection_type_id, type_name, manager_user_id, created_at,
      report_sent_at)
    values (${demoId}, 'summary-yesterday', 'reportSent', ${type.id}, 'Courtesy check', ${managerId}, ${noon},
      ${noon})`;

  // Two workers at once, then a third run: one e-mail.
  await Promise.all([runJob(), runJob()]);
  await runJob();
  const sent = await summariesTo(DEMO_STAFF.manager.email);
  assert.equal(sent.length, 1);
  const [email] = sent;
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })
    .format(new Date(`${yesterday.day}T00:00:00Z`));
  assert.equal(email.subject, `Demo Auto Repair: the numbers of ${day} to ${day}`);
  assert.match(email.textBody, /^Inspections: [1-9]\d*$/m);
  assert.match(email.textBody, /^Sent: [1-9]\d* \(\d+(\.\d)?%\)$/m);
  const report = email.links.find((link) => link.includes("/demo/manager-report?"))!;
  assert.ok(report.endsWith(`from=${yesterday.day}&to=${yesterday.day}`), report);
  const stop = email.links.find((link) => link.includes("/report-summary/unsubscribe/"))!;
  assert.ok(stop);

  // The e-mail as the SMTP server got it: the link in List-Unsubscribe, and the one-click promise.
  const mail = await waitFor(
    "the summary at the SMTP server",
    () => Promise.resolve(smtp.received.find((m) => m.parsed.subject === email.subject)),
  );
  const header = (name: string) => mail.parsed.headers.find((h) => h.key === name)?.value;
  assert.equal(header("list-unsubscribe"), `<${stop}>`);
  assert.equal(header("list-unsubscribe-post"), "List-Unsubscribe=One-Click");

  const subscribed = async () =>
    (await fixture.sql<{ count: number }[]>`
      select count(*)::int from report_subscriptions where user_id = ${managerId}`)[0].count;
  // Opening the link (a person, or a mail scanner that follows every link) asks and changes nothing.
  const stranger = new HttpClient(fixture.app.url);
  for (let open = 0; open < 2; open++) {
    const { status, html } = await stranger.page(new URL(stop).pathname);
    assert.equal(status, 200);
    assert.match(html, /Stop the summary e-mail of the shop(?:'|&#39;)s numbers\?/);
    assert.match(html, /<form method="post"><button type="submit">Stop the summary e-mail<\/button><\/form>/);
    assert.doesNotMatch(html, /You will no longer receive/);
  }
  assert.equal(await subscribed(), 1, "still subscribed after the link was opened");

  // The mail program's one click: a POST from its own servers, without cookies, token or Origin. A second
  // POST says the same and changes nothing.
  for (let click = 0; click < 2; click++) {
    const response = await fetch(stop.replace(new URL(stop).origin, fixture.app.url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /You will no longer receive the summary e-mail\./);
  }
  assert.equal(await subscribed(), 0);
  for (const method of ["GET", "POST"]) {
    const forged = await stranger.request("/report-summary/unsubscribe/not-a-real-token-at-all-000", {
      method,
    });
    assert.equal(forged.status, 200, `${method}: the page says nothing about whether a token existed`);
    await forged.body?.cancel();
  }
});

test("the unsubscribe page's button ends the summary, in the shop's staff language", async () => {
  await sessions.manager.page("/demo/manager-report");
  assert.equal((await subscribe("manager", "weekly")).status, 204);
  const [{ token }] = await fixture.sql<{ token: string }[]>`
    select unsubscribe_token as token from report_subscriptions where user_id = ${managerId}`;
  await fixture.sql`update shops set staff_language = 'es-MX' where id = ${demoId}`;
  try {
    // The page's own form, posted by the browser that opened the link.
    const browser = new HttpClient(fixture.app.url);
    const { html } = await browser.page(`/report-summary/unsubscribe/${token}`);
    assert.match(html, /<html lang="es-MX">/);
    assert.match(html, /Dejar de recibir el resumen/);
    const clicked = await browser.request(`/report-summary/unsubscribe/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    assert.equal(clicked.status, 200);
    assert.match(await clicked.text(), /Ya no recibirá el resumen por correo\./);
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where id = ${demoId}`;
  }
  const [{ count }] = await fixture.sql<{ count: number }[]>`
    select count(*)::int from report_subscriptions where user_id = ${managerId}`;
  assert.equal(count, 0);
});

test("a subscriber who is no longer an owner or manager is sent nothing", async () => {
  await sessions.owner.page("/demo/manager-report");
  assert.equal((await subscribe("owner", "weekly")).status, 204);
  const [{ id: ownerId }] = await fixture.sql<{ id: number }[]>`
    select id from users where email = ${DEMO_STAFF.owner.email}`;
  const [roles] = await fixture.sql<{ a: boolean; m: boolean; k: boolean }[]>`
    select is_administrator as a, is_manager as m, is_mechanic as k from shop_members
    where shop_id = ${demoId} and user_id = ${ownerId}`;
  await fixture.sql`update shop_members set is_administrator = false, is_manager = false, is_mechanic = true
    where shop_id = ${demoId} and user_id = ${ownerId}`;
  try {
    await runJob();
    assert.equal((await summariesTo(DEMO_STAFF.owner.email)).length, 0);
    const [{ count }] = await fixture.sql<{ count: number }[]>`
      select count(*)::int from report_subscriptions where user_id = ${ownerId}`;
    assert.equal(count, 0, "the subscription ended with the role");
  } finally {
    await fixture.sql`update shop_members set is_administrator = ${roles.a}, is_manager = ${roles.m},
      is_mechanic = ${roles.k} where shop_id = ${demoId} and user_id = ${ownerId}`;
  }
});
