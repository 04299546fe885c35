// The customer's report over real HTTP (docs/reports.md): the page a customer opens from the link, with no
// sign-in — what it shows and leaves out, the bare 404 of a tampered, unknown or foreign id, the language
// asked and its fallback, view counting (the shop's own people do not count), the answers (sold flags,
// trail, staff e-mail by notify mode, idempotent, refused with a reason) and the video page. The limits on
// answers and views against a link passed around are in hardening_report_limits_test.ts.
import assert from "node:assert/strict";
import sharp from "sharp";
import { changeInspectionStatus } from "../../modules/inspections/mod.ts";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { USER_AGENT } from "../support/browser.ts";
import { HttpClient } from "../support/http_client.ts";
import { accessOf, type InspectionShop, PASSWORD } from "../support/inspection_shop.ts";
import { logoJpeg } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";
import { MECHANIC_NOTE, reportFormToken, reportInspection } from "../support/report_inspection.ts";
import { waitFor } from "../support/wait_for.ts";

let shop: InspectionShop;
let encId: string;
let inspectionId: number;
let customer: HttpClient;
let manager: HttpClient;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `customer report: ${name}`, ...LONG_LIVED, fn });

const reportPath = () => `/${shop.shop.uriName}/r/${encId}`;

async function page(client: HttpClient, path: string): Promise<{ status: number; html: string }> {
  // A phone's browser: a script's user agent (Deno's) reads as a robot, whose fetches are not views.
  const response = await client.request(path, { headers: { Accept: "text/html", "User-Agent": USER_AGENT } });
  return { status: response.status, html: await response.text() };
}

async function views(): Promise<number> {
  const [row] = await fixture.sql<
    { n: number }[]
  >`select view_count as n from inspections where id = ${inspectionId}`;
  return row.n;
}

/** The staff's e-mails about the answers, oldest first. */
async function answerEmails(): Promise<Array<{ to: string; subject: string; text: string }>> {
  return [
    ...(await fixture.sql<{ to: string; subject: string; text: string }[]>`
      select recipient as to, subject, text_body as text from outbox_messages
      where shop_id = ${shop.shop.id} and subject like '%answered%' order by id`),
  ];
}

/** Answer e-mails waiting for their delay (one per report at most). */
async function waitingAnswerEmails(): Promise<number> {
  const [row] = await fixture.sql<{ n: number }[]>`
    select count(*)::int as n from pgboss.job where name = 'reports.answers-email' and state = 'created'`;
  return row.n;
}

async function item(taskId: number): Promise<{ sold: boolean; version: number }> {
  const [row] = await fixture.sql<{ sold: boolean; version: number }[]>`
    select sold, item_version as version from inspection_items
    where inspection_id = ${inspectionId} and task_id = ${taskId}`;
  return row;
}

// The staff's e-mail about answers waits a second for further changes, not the three minutes of a shop.
const fixture = appFixture({
  env: { ANSWER_EMAIL_DELAY_SECONDS: "1" },
  async setup({ app }) {
    ({ shop, encId, inspectionId, manager } = await reportInspection(app, { video: true }));
    customer = new HttpClient(app.url);
  },
});

/** The customer's answers: the pads and the tread approved, the wipers declined, with a note and a signature. */
function answers(html: string): URLSearchParams {
  return new URLSearchParams({
    csrfToken: reportFormToken(html),
    [`answer-${shop.tasks.pads}`]: "approved",
    [`answer-${shop.tasks.tread}`]: "approved",
    [`answer-${shop.tasks.wipers}`]: "declined",
    note: "Please call before 5",
    signedName: "Jane Driver",
    signature: "M 10 10 L 50 60 L 90 20",
  });
}

/** The customer has answered (the approving test's answers; the same again changes nothing). */
async function customerAnswered(): Promise<void> {
  const { html } = await page(customer, reportPath());
  const response = await customer.request(reportPath(), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: answers(html),
  });
  await response.body?.cancel();
  assert.equal(response.status, 303);
}

test("the customer opens the link without signing in and sees the findings, prices and pictures", async () => {
  const { status, html } = await page(customer, reportPath());
  assert.equal(status, 200);
  assert.match(html, /<h1>2019 Honda Civic<\/h1>/);
  assert.match(html, /Prepared for<\/dt>\s*<dd>Jane Driver/);
  // Grouped by result: the two fails (Safety before Soon), then the warn, then the pass told "always".
  const order = ["Front brake pads", "Wiper blades", "Tire tread depth", "Horn works"].map((name) =>
    html.indexOf(`>${name}</h3>`)
  );
  assert.ok(order.every((at, index) => at > 0 && (index === 0 || at > order[index - 1])), `order: ${order}`);
  assert.match(html, /Worn to 2 mm/);
  assert.match(html, /The pads are almost gone\./);
  assert.match(html, /Replace the front pads\./);
  assert.match(html, /\$189\.50/);
  assert.match(html, /<strong>2<\/strong> Needs attention now/);
  assert.match(html, /href="tel:4155550100"/);
  assert.match(html, /--accent:#0f766e/);
  assert.match(html, /<img src="[^"]+" alt="Photo 1 of Front brake pads" loading="lazy"/);
  assert.match(html, new RegExp(`href="/r/${encId}/video/[A-Za-z0-9_-]+\\?lang=en"`));
  assert.match(html, /og:image" content="[^"]+\/preview\.png"/);
  // The mechanic's notes stay in the shop unless the adviser shows them; "Next service due" was not told.
  assert.doesNotMatch(html, new RegExp(MECHANIC_NOTE));
  assert.doesNotMatch(html, /Next service due/);
  // The page works before any script: a form with a radio pair per recommended item.
  assert.equal(html.match(/type="radio" name="answer-/g)?.length, 6);
  assert.doesNotMatch(html, /<script src=/);
  assert.equal((await customer.request(`/report/${encId}`)).status, 200);
});

test("the link preview is a 1200 x 630 card, drawn once per version of the report", async () => {
  const first = await customer.request(`/r/${encId}/preview.png`);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get("Content-Type"), "image/png");
  const bytes = new Uint8Array(await first.arrayBuffer());
  const { width, height } = await sharp(bytes).metadata();
  assert.deepEqual([width, height], [1200, 630]);
  const again = new Uint8Array(await (await customer.request(`/r/${encId}/preview.png`)).arrayBuffer());
  assert.deepEqual(again, bytes);
  assert.equal((await customer.request(`/r/${encId.slice(0, -2)}xx/preview.png`)).status, 404);
});

test("the shop's logo heads the report and its link preview", async () => {
  const before = new Uint8Array(await (await customer.request(`/r/${encId}/preview.png`)).arrayBuffer());
  const base = `/ajax/shops/${shop.shop.id}`;
  const logo = await uploadThrough(manager, `${base}/assets/create`, await logoJpeg(), "logo.jpg");
  const assetId = logo.final.assets![0].assetId;
  assert.equal((await manager.call(`${base}/assets/${assetId}`, "PATCH", { purpose: "logo" })).status, 204);
  const { html } = await page(customer, reportPath());
  assert.match(html, /<img class="logo" src="\/media\/[^"]+" alt="">/);
  const after = new Uint8Array(await (await customer.request(`/r/${encId}/preview.png`)).arrayBuffer());
  assert.notDeepEqual(after, before, "the card is drawn again, with the logo");
});

test("a tampered, unknown or foreign id is the same bare 404", async () => {
  const tampered = encId.slice(0, -2) + (encId.endsWith("AA") ? "BB" : "AA");
  const bodies: string[] = [];
  for (
    const path of [
      `/${shop.shop.uriName}/r/${tampered}`,
      `/${shop.other.uriName}/r/${encId}`,
      `/report/not-an-id`,
      `/r/${tampered}/video/${tampered}`,
    ]
  ) {
    const { status, html } = await page(customer, path);
    assert.equal(status, 404, path);
    assert.match(html, /This report was not found\./);
    bodies.push(html.replace(/nonce="[^"]*"/g, ""));
  }
  assert.equal(new Set(bodies.slice(0, 3)).size, 1, "every 404 reads the same");
});

test("the report speaks the language asked, else the shop's, else English", async () => {
  assert.match(
    (await page(customer, `${reportPath()}?lang=es-MX`)).html,
    /<html lang="es">[\s\S]*Requiere atención ahora/,
  );
  const french = (await page(customer, `${reportPath()}?lang=fr`)).html;
  assert.match(french, /Vérifié et en bon état/);
  // The customer can switch: the page links to itself in its other languages.
  assert.match(french, new RegExp(`<a href="${reportPath()}\\?lang=es" lang="es" hreflang="es">Español</a>`));
  assert.match(french, /lang="en" hreflang="en">English<\/a>/);
  assert.match(
    (await page(customer, `${reportPath()}?lang=xx`)).html,
    /<html lang="en">[\s\S]*Needs attention now/,
  );
  await fixture.sql`update shops set customer_language = 'fr-CA' where id = ${shop.shop.id}`;
  try {
    assert.match((await page(customer, `${reportPath()}?lang=de`)).html, /<html lang="fr">/);
  } finally {
    await fixture.sql`update shops set customer_language = 'en-US' where id = ${shop.shop.id}`;
  }
});

test("the customer's openings are counted and the first goes in the trail; the shop's own are not", async () => {
  const before = await views();
  // A browser that has not opened the report this hour (the customer's counted already).
  await page(new HttpClient(fixture.app.url), reportPath());
  assert.equal(await views(), before + 1);
  await page(manager, reportPath());
  assert.equal(await views(), before + 1, "the manager looking is not the customer");
  const unfurl = await customer.request(reportPath(), {
    headers: { "User-Agent": "WhatsApp/2.23.20.0 A", Accept: "text/html" },
  });
  assert.match(await unfurl.text(), /og:image/);
  assert.equal(await views(), before + 1, "a chat app drawing the link's preview is not the customer");
  const events = await fixture.sql<{ summary: string; userName: string }[]>`
    select summary, user_name as "userName" from inspection_events
    where inspection_id = ${inspectionId} and kind = 'report'`;
  assert.deepEqual([...events], [{ summary: "Report opened by the customer", userName: "Customer" }]);
});

test("approving and declining marks the items, writes the trail and tells the involved staff", async () => {
  const { html } = await page(customer, reportPath());
  const padsBefore = await item(shop.tasks.pads);
  const answer = () =>
    customer.request(reportPath(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: answers(html),
    });
  const first = await answer();
  assert.equal(first.status, 303);
  assert.equal(first.headers.get("Location"), `${reportPath()}?answered=1#answered`);
  assert.deepEqual(await item(shop.tasks.pads), { sold: true, version: padsBefore.version + 1 });
  assert.equal((await item(shop.tasks.tread)).sold, true);
  assert.equal((await item(shop.tasks.wipers)).sold, false);
  const { sql } = fixture;
  const trail = await sql<{ summary: string }[]>`
    select summary from inspection_events where inspection_id = ${inspectionId} and kind = 'item'
      and user_name = 'Customer' order by id`;
  assert.deepEqual(trail.map((row) => row.summary), [
    "Approved by the customer: Front brake pads",
    "Approved by the customer: Tire tread depth",
  ]);
  // What the answers come to, on the inspection and in the advisers' list (decision 032): the pads and the
  // tread approved, the wipers declined.
  const [stored] = await sql<{ answer: string; approved: string; declined: string }[]>`
    select customer_answer as answer, approved_amount::text as approved, declined_amount::text as declined
    from inspections where id = ${inspectionId}`;
  assert.deepEqual(stored, { answer: "partlyApproved", approved: "285.50", declined: "42.00" });
  const listed = await manager.page(`/${shop.shop.uriName}/inspections?answer=partlyApproved`);
  assert.match(listed.html, /answer-badge answer-partlyApproved">Partly approved</);
  assert.match(listed.html, /\$285\.50 approved, \$42\.00 declined/);
  const declinedOnly = await manager.page(`/${shop.shop.uriName}/inspections?answer=declined`);
  assert.doesNotMatch(declinedOnly.html, /answer-badge/, "no inspection with everything declined");
  const mail = await waitFor("the staff's e-mails", async () => {
    const found = await answerEmails();
    return found.length === 2 && found;
  });
  // Maya manages this inspection (relevant) and Carl works it; Olga the owner keeps the default "relevant"
  // and is not involved, so she hears nothing.
  assert.deepEqual(
    mail.map((message) => message.to).sort(),
    [shop.manager.email, shop.mechanic.email].sort(),
  );
  assert.match(mail[0].text, /Approved: Front brake pads/);
  assert.match(mail[0].text, /Declined: Wiper blades/);
  assert.match(mail[0].text, /Note: Please call before 5/);

  const again = await answer();
  assert.equal(again.status, 303);
  assert.equal(
    (await item(shop.tasks.pads)).version,
    padsBefore.version + 1,
    "the same answer changes nothing",
  );
  assert.equal(await waitingAnswerEmails(), 0, "nobody is told twice");
  assert.equal((await answerEmails()).length, 2);

  const shown = (await page(customer, `${reportPath()}?answered=1`)).html;
  assert.match(shown, /Thank you\. Bay Street Auto has your answer\./);
  assert.match(shown, new RegExp(`name="answer-${shop.tasks.pads}" value="approved" checked`));
  assert.match(shown, new RegExp(`name="answer-${shop.tasks.wipers}" value="declined" checked`));
  assert.match(shown, /Please call before 5/);
});

test("an answer the report cannot take is refused with the reason, and nothing changes", async () => {
  await customerAnswered();
  const { html } = await page(customer, reportPath());
  const post = (fields: Record<string, string>) =>
    customer.request(reportPath(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: reportFormToken(html), ...fields }),
    });
  const horn = await post({ [`answer-${shop.tasks.horn}`]: "approved" });
  assert.equal(horn.status, 400);
  assert.match(
    await horn.text(),
    new RegExp(`Item ${shop.tasks.horn} is not recommended work on this report\\.`),
  );
  const bad = await post({ [`answer-${shop.tasks.pads}`]: "maybe" });
  assert.equal(bad.status, 400);
  assert.match(await bad.text(), /An answer is approved or declined; &quot;maybe&quot; is not\./);
  const empty = await post({});
  assert.equal(empty.status, 400);
  assert.match(await empty.text(), /Choose Approve or Decline for at least one item\./);
  const forged = await customer.request(reportPath(), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ [`answer-${shop.tasks.pads}`]: "declined" }),
  });
  assert.equal(forged.status, 403, "a post without the page's token is refused");
  assert.equal((await item(shop.tasks.pads)).sold, true);
});

test("a closed inspection's report shows the answers but takes no more", async () => {
  await customerAnswered();
  const { sql, keys } = fixture.app.services;
  await changeInspectionStatus(sql, await accessOf(sql, keys, encId, shop.manager), "close", "");
  const { html } = await page(customer, reportPath());
  assert.match(html, /This inspection is closed; call the shop to change your answer\./);
  const response = await customer.request(reportPath(), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      csrfToken: reportFormToken(html),
      [`answer-${shop.tasks.pads}`]: "declined",
    }),
  });
  assert.equal(response.status, 409);
  assert.equal((await item(shop.tasks.pads)).sold, true);
  await changeInspectionStatus(sql, await accessOf(sql, keys, encId, shop.manager), "reopen", "");
});

test("the printable is sized by its options, and a wrong option is a 400 naming the allowed values", async () => {
  await customerAnswered();
  const printable = await page(
    customer,
    `/r/${encId}/report/html?paper=a4&orientation=landscape&fontSize=large&itemImageSize=none&lang=es`,
  );
  assert.equal(printable.status, 200);
  assert.match(printable.html, /@page\{size:A4 landscape;/);
  assert.match(printable.html, /font-size:13pt/);
  assert.match(printable.html, /body\.print \.item \.pictures\{display:none\}/);
  assert.match(printable.html, /<html lang="es">/);
  assert.match(printable.html, /Su respuesta: Aprobado/, "the customer's answers are printed");
  assert.doesNotMatch(printable.html, /<form|<script|type="radio"/);
  for (
    const [query, message] of [
      ["paper=A5", "paper must be one of letter, A4, legal; &quot;A5&quot; is not."],
      [
        "orientation=sideways",
        "orientation must be one of portrait, landscape; &quot;sideways&quot; is not.",
      ],
      [
        "itemImageSize=huge",
        "itemImageSize must be one of none, small, medium, large; &quot;huge&quot; is not.",
      ],
    ]
  ) {
    const refused = await page(customer, `/r/${encId}/report/html?${query}`);
    assert.equal(refused.status, 400, query);
    assert.ok(refused.html.includes(message), `${query}: ${refused.html.slice(-400)}`);
  }
  const unknownLanguage = await page(customer, `/r/${encId}/report/html?language=klingon`);
  assert.equal(unknownLanguage.status, 200);
  assert.match(unknownLanguage.html, /<html lang="en">/);
});

test("the video page plays the transcoded copy, never the original", async () => {
  const { html } = await page(customer, reportPath());
  const videoPath = new RegExp(`href="(/r/${encId}/video/[A-Za-z0-9_-]+)\\?lang=en"`).exec(html)![1];
  const video = await page(customer, videoPath);
  assert.equal(video.status, 200);
  const src = /<video[^>]+src="([^"]+)"/.exec(video.html)![1];
  const [original] = await fixture.sql<{ key: string }[]>`
    select v.storage_key as key from asset_views v join assets a on a.id = v.asset_id
    where a.owner_id = ${inspectionId} and a.subclass = 'InspectionAsset' and v.name = 'original' and a.kind = 'video'`;
  assert.ok(!src.includes(original.key), "not the original upload");
  const played = await customer.request(src);
  assert.equal(played.status, 200);
  assert.match(played.headers.get("Content-Type") ?? "", /^video\/mp4/);
  await played.body?.cancel();
  // Another inspection's video id under this report is not found.
  assert.equal((await page(customer, `/r/${encId}/video/${encId}`)).status, 404);
});

test("a type's report preview shows its findings as a customer would read them, to the shop's people only", async () => {
  const path = `/${shop.shop.uriName}/inspection-types/${shop.typeId}/report-preview`;
  const preview = await page(manager, path);
  assert.equal(preview.status, 200);
  assert.equal(preview.html.match(/Preview: what a customer sees for this inspection type\./g)?.length, 1);
  assert.match(preview.html, /Worn to 2 mm[\s\S]*The pads are almost gone\./);
  assert.match(preview.html, /<button type="submit" class="send" disabled>/);
  const fresh = await page(
    manager,
    `/${shop.shop.uriName}/inspection-types/new/report-preview?taskIds=${shop.tasks.wipers}`,
  );
  assert.match(fresh.html, /Blades cracked/);
  assert.doesNotMatch(fresh.html, /Worn to 2 mm/);
  assert.equal(
    (await page(manager, `/${shop.shop.uriName}/inspection-types/new/report-preview?taskIds=x`)).status,
    400,
  );
  const anonymous = await customer.request(path, { headers: { Accept: "text/html" } });
  assert.equal(anonymous.status, 303, "anonymous visitors are sent to sign in");
  const outsider = new HttpClient(fixture.app.url);
  await outsider.signIn(shop.outsider.email, PASSWORD);
  assert.equal((await page(outsider, path)).status, 404);
});

test("a link passed around cannot flood the shop: one browser's answers past twenty an hour are refused", async () => {
  const browser = new HttpClient(fixture.app.url);
  const { html } = await page(browser, reportPath());
  const post = (answer: string) =>
    browser.request(reportPath(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrfToken: reportFormToken(html),
        [`answer-${shop.tasks.wipers}`]: answer,
      }),
    });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 21; attempt++) {
    const response = await post(attempt % 2 === 0 ? "approved" : "declined");
    await response.body?.cancel();
    statuses.push(response.status);
  }
  assert.deepEqual(statuses, [...Array(20).fill(303), 429]);
  const refused = await post("approved");
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get("Retry-After")) > 0);
  assert.match(await refused.text(), /Too many answers to this report\. Try again in \d+ minutes?\./);
});

test("the summary counts every pass, listed or not, and says how many items were inspected and how many not", async () => {
  const { sql } = fixture;
  const summary = async () => {
    const { html } = await page(customer, reportPath());
    return /<section class="summary"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  };
  // The pads, the tread, the wipers and the horn have results; "Next service due" asks for none.
  const before = await summary();
  assert.match(before, /<p class="inspected">4 items inspected<\/p>/);
  assert.match(
    before,
    /<li class="count pass"><a href="#pass"><strong>1<\/strong> Checked and good<\/a><\/li>/,
  );
  // The shop tells customers of the horn only when it needs attention: its pass is not listed, still counted.
  await sql`update tasks set notify_mode = 'relevant' where id = ${shop.tasks.horn}`;
  await sql`update inspection_items set result = 'none' where inspection_id = ${inspectionId}
    and task_id = ${shop.tasks.wipers}`;
  try {
    const after = await summary();
    assert.match(
      after,
      /<li class="count pass"><span><strong>1<\/strong> Checked and good<\/span><\/li>/,
      "counted, no link to a list",
    );
    assert.match(after, /<p class="inspected">3 items inspected · 1 not inspected<\/p>/);
  } finally {
    await sql`update tasks set notify_mode = 'always' where id = ${shop.tasks.horn}`;
    await sql`update inspection_items set result = 'fail' where inspection_id = ${inspectionId}
      and task_id = ${shop.tasks.wipers}`;
  }
});
