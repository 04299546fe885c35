// The shop's settings (/account, decision 027) over real HTTP: who may open the page and save (owners save,
// managers read, mechanics are refused with the reason, another shop's owner gets the 404 of no shop), the
// CSRF check, the save's version (a stale save is a 409 that writes nothing), the 400s that name the bad
// field and write nothing, the trail, and the settings applied: the customer report in the customers'
// language by default, its amounts in the shop's currency, its date in the shop's time zone, the printed
// report's default paper, and the report e-mail's wording.
import assert from "node:assert/strict";
import sharp from "sharp";
import { LONG_LIVED } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { USER_AGENT } from "../support/browser.ts";
import { uniqueName } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";
import { logoJpeg, mediaFixture } from "../support/media_fixtures.ts";
import { uploadThrough } from "../support/media_upload.ts";
import { type InspectionShop, PASSWORD } from "../support/inspection_shop.ts";
import { reportInspection } from "../support/report_inspection.ts";
import { assertEachRoleAnswers, callAnswers, pageAnswers } from "../support/who_may.ts";

type Who = "anonymous" | "mechanic" | "manager" | "owner" | "outsider";
const WHO: Who[] = ["anonymous", "mechanic", "manager", "owner", "outsider"];

let shop: InspectionShop;
let encId: string;
let inspectionId: number;
const clients = {} as Record<Who, HttpClient>;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `shop settings: ${name}`, ...LONG_LIVED, fn });

const fixture = appFixture({
  async setup({ app }) {
    ({ shop, encId, inspectionId } = await reportInspection(app, { video: false }));
    const signedIn = async (email: string) => {
      const client = new HttpClient(app.url);
      await client.signIn(email, PASSWORD);
      return client;
    };
    clients.anonymous = new HttpClient(app.url);
    await clients.anonymous.page("/login");
    clients.mechanic = await signedIn(shop.mechanic.email);
    clients.manager = await signedIn(shop.manager.email);
    clients.owner = await signedIn(shop.owner.email);
    clients.outsider = await signedIn(shop.outsider.email);
    for (const client of Object.values(clients)) await client.page("/login");
  },
});

const settingsPath = () => `/${shop.shop.uriName}/account`;
const savePath = (uriName = shop.shop.uriName) => `/ajax/shop-settings?shop=${uriName}`;

interface Stored {
  name: string;
  currency: string;
  timeZone: string;
  customerLanguage: string;
  version: number;
}

async function stored(): Promise<Stored> {
  const [row] = await fixture.sql<Stored[]>`
    select name, currency, time_zone as "timeZone", customer_language as "customerLanguage", version
    from shops where id = ${shop.shop.id}`;
  return row;
}

/** The save's body read straight from the table (what the page read). */
async function fromDatabase(): Promise<Record<string, unknown>> {
  const [row] = await fixture.sql<Record<string, unknown>[]>`
    select name, phone, email, address, website, time_zone as "timeZone", country, currency,
      tax_rates as "taxRates", labour_rate::float8 as "labourRate", staff_language as "staffLanguage",
      customer_language as "customerLanguage", accent_color as "accentColor",
      report_email_subject as "reportEmailSubject", report_email_body as "reportEmailBody",
      report_sms_text as "reportSmsText", version
    from shops where id = ${shop.shop.id}`;
  return {
    ...row,
    printDefaults: {
      paper: "letter",
      orientation: "portrait",
      fontSize: "medium",
      itemImageSize: "medium",
      footerImageSize: "small",
    },
    reportDefaults: { showPassedItems: true, showPrices: true, showTechnicianNotes: false },
  };
}

const save = async (client: HttpClient, changes: Record<string, unknown> = {}, uriName?: string) =>
  client.call(savePath(uriName), "POST", { ...(await fromDatabase()), ...changes });

async function report(query = ""): Promise<string> {
  const response = await new HttpClient(fixture.app.url).request(`/${shop.shop.uriName}/r/${encId}${query}`, {
    headers: { Accept: "text/html", "User-Agent": USER_AGENT },
  });
  assert.equal(response.status, 200);
  return await response.text();
}

test("who may: GET /{shop}/account", async () => {
  await assertEachRoleAnswers(
    WHO,
    {
      what: "GET /{shop}/account",
      expected: pageAnswers<Who>({ outsider: 404, mechanic: 403, manager: 200, owner: 200 }),
    },
    (who) => clients[who].request(settingsPath(), { headers: { Accept: "text/html" } }),
    ({ role, body, label }) => {
      if (role === "owner" || role === "manager") {
        assert.match(body, /<h1>Settings<\/h1>/, label);
        assert.match(body, /America\/New_York/, label);
      } else {
        assert.doesNotMatch(body, /Time, money and languages/, label);
      }
      if (role === "owner") assert.match(body, />Save settings</, label);
      if (role === "manager") {
        assert.doesNotMatch(body, />Save settings</, `${label}: managers read`);
        assert.match(
          body,
          /Only the shop&#x27;s owners change them|Only the shop's owners change them/,
          label,
        );
      }
      if (role === "mechanic") assert.match(body, /Only shop owners and managers/, label);
      if (role === "outsider") assert.match(body, /There is no shop at this address/, label);
    },
  );
});

test("who may: POST /ajax/shop-settings (owners only), and nothing is written for the refused", async () => {
  const before = await stored();
  await assertEachRoleAnswers(
    WHO,
    {
      what: "POST /ajax/shop-settings",
      expected: callAnswers<Who>({ outsider: 404, mechanic: 403, manager: 403, owner: 200 }),
    },
    async (who) => await save(clients[who], { name: `Bay Street Auto (${who})` }),
    ({ role, body, label }) => {
      if (role === "mechanic" || role === "manager") assert.match(body, /owner/i, `${label}: says why`);
      if (role === "outsider") assert.match(body, /There is no shop at this address/, label);
    },
  );
  const after = await stored();
  assert.equal(after.name, "Bay Street Auto (owner)");
  assert.equal(after.version, before.version + 1, "one save, one version");
  // Another shop's owner naming their own shop changes their shop, never this one.
  const response = await save(clients.outsider, { name: "Across Town Tires" }, shop.other.uriName);
  assert.equal(response.status, 409, "the other shop's version is not this one's");
  assert.equal((await stored()).name, "Bay Street Auto (owner)");
  // Without the CSRF token the save is refused before anything is read.
  const forged = await clients.owner.request(savePath(), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(await fromDatabase()),
  });
  assert.equal(forged.status, 403);
  await forged.body?.cancel();
  await save(clients.owner, { name: "Bay Street Auto" });
});

test("a stale save is a 409 with the settings as stored, and writes nothing", async () => {
  const read = await fromDatabase();
  const first = await clients.owner.call(savePath(), "POST", { ...read, currency: "CAD" });
  assert.equal(first.status, 200);
  assert.equal((await first.json()).settings.currency, "CAD");
  const before = await stored();
  const stale = await clients.owner.call(savePath(), "POST", { ...read, currency: "GBP" });
  assert.equal(stale.status, 409);
  const answer = await stale.json();
  assert.equal(answer.outcome, "conflict");
  assert.match(answer.message, /Someone else changed the shop's settings/);
  assert.equal(answer.settings.currency, "CAD", "the other person's value comes back");
  assert.deepEqual(await stored(), before, "nothing written");
  // The same values again are no change at all, whatever the version.
  const again = await clients.owner.call(savePath(), "POST", { ...read, currency: "CAD" });
  assert.equal(again.status, 200);
  assert.equal((await again.json()).outcome, "unchanged");
  await save(clients.owner, { currency: "USD" });
});

test("bad input is a 400 naming the field, and nothing is written", async () => {
  const before = await stored();
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ timeZone: "Mars/Olympus_Mons" }, /"Mars\/Olympus_Mons" is not a time zone/],
    [{ currency: "XQQ" }, /"XQQ" is not a currency/],
    [{ currency: "dollars" }, /currency is too long/],
    [{ country: "QQ" }, /"QQ" is not a country/],
    [{ labourRate: -5 }, /labor rate cannot be below 0/],
    [{ labourRate: 1e9 }, /labor rate is at most 100,000/],
    [{ taxRates: [{ name: "VAT", percent: 120 }] }, /0 to 100 percent/],
    [{ taxRates: [{ name: " ", percent: 5 }] }, /Each tax rate needs a name/],
    [{ customerLanguage: "xx-YY" }, /customer language must be one of en-US/],
    [{ accentColor: "red" }, /accent colour must look like #1d4ed8/],
    [{ reportSmsText: "Your report: {url}" }, /names \{url\}: use \{customerName\}/],
    [{ reportSmsText: "Your report is ready" }, /must include \{link\}/],
    // A second header line would make every report e-mail of the shop refused.
    [
      { reportEmailSubject: "Your report\r\nBcc: someone@example.com" },
      /report e-mail subject must be one line/,
    ],
    [{ reportEmailSubject: "{shopName}\n{vehicle}" }, /report e-mail subject must be one line/],
    [{ website: "not a site" }, /web site must be an address/],
    [{ name: "  " }, /name cannot be empty/],
    [{ printDefaults: { paper: "A5" } }, /paper must be one of letter, A4, legal/],
    [{ colour: "#ffffff" }, /Unknown field: colour/],
    [{ version: "1" }, /version must be the version the page read/],
  ];
  for (const [changes, message] of cases) {
    const response = await save(clients.owner, changes);
    const text = await response.text();
    assert.equal(response.status, 400, `${JSON.stringify(changes)}: ${text}`);
    assert.match(JSON.parse(text).message, message, JSON.stringify(changes));
  }
  assert.deepEqual(await stored(), before);
});

test("a save applies: the report in the customers' language, euros, Pacific dates, A4; the trail says so", async () => {
  // Started at 06:00 UTC: still the day before in Los Angeles, already the next in New York.
  await fixture.sql`update inspections set created_at = '2026-03-01T06:00:00Z' where id = ${inspectionId}`;
  assert.match(await report(), /<html lang="en">[\s\S]*March 1, 2026[\s\S]*\$189\.50/);
  const response = await save(clients.owner, {
    timeZone: "America/Los_Angeles",
    currency: "EUR",
    customerLanguage: "es-MX",
    taxRates: [{ name: "IVA", percent: 20 }],
    labourRate: 95.5,
    printDefaults: {
      paper: "A4",
      orientation: "landscape",
      fontSize: "large",
      itemImageSize: "small",
      footerImageSize: "none",
    },
  });
  assert.equal(response.status, 200, await response.clone().text());
  const spanish = await report();
  assert.match(spanish, /<html lang="es">/, "the customers' language when the link names none");
  assert.match(spanish, /28 de febrero de 2026/, "the date in Los Angeles");
  // The pads' parts in euros, and with the shop's 20% IVA their total (no labour was recorded).
  assert.match(spanish, /<dd>€189\.50<\/dd>[\s\S]*?<strong>€227\.40<\/strong>/, "euros, with the tax");
  assert.doesNotMatch(spanish, /\$189/);
  assert.match(await report("?lang=en"), /February 28, 2026[\s\S]*€189\.50/);
  const printable = await new HttpClient(fixture.app.url).request(`/r/${encId}/report/html`);
  assert.match(await printable.text(), /@page\{size:A4 landscape/, "the shop's default print options");
  const letter = await new HttpClient(fixture.app.url).request(`/r/${encId}/report/html?paper=letter`);
  assert.match(await letter.text(), /@page\{size:letter landscape|@page\{size:8\.5in 11in landscape/);
  const { html } = await clients.manager.page(settingsPath());
  assert.match(html, /Changed time zone from America\/New_York to America\/Los_Angeles/);
  assert.match(html, /currency from USD to EUR/);
  assert.match(html, /tax rates from none to IVA 20%/);
  assert.match(html, /Olga Owner/);
});

test("a new logo, and one taken off, go in the shop's trail with who did it", async () => {
  const base = `/ajax/shops/${shop.shop.id}`;
  const logo = await uploadThrough(
    clients.owner,
    `${base}/assets/create`,
    await logoJpeg(),
    "sign-board.jpg",
  );
  const assetId = logo.final.assets![0].assetId;
  const made = await clients.owner.call(`${base}/assets/${assetId}`, "PATCH", { purpose: "logo" });
  assert.equal(made.status, 204);
  // The same purpose again changes nothing and says nothing.
  await clients.owner.call(`${base}/assets/${assetId}`, "PATCH", { purpose: "logo" });
  const taken = await clients.owner.call(`${base}/assets/${assetId}`, "PATCH", { purpose: "inspection" });
  assert.equal(taken.status, 204);
  const { html } = await clients.manager.page(settingsPath());
  assert.match(html, /sign-board\.jpg is no longer the logo[\s\S]*Made sign-board\.jpg the logo/);
  const events = await fixture.sql<Array<{ kind: string }>>`
    select kind from shop_events where shop_id = ${shop.shop.id} and kind = 'logo'`;
  assert.equal(events.length, 2);
});

test("a logo under the 300 px minimum is refused by the server with the page's words, and stays no logo", async () => {
  const base = `/ajax/shops/${shop.shop.id}`;
  const upload = async (bytes: Uint8Array<ArrayBuffer>, fileName: string) => {
    const run = await uploadThrough(clients.owner, `${base}/assets/create`, bytes, fileName);
    assert.equal(run.finalStatus, 200, JSON.stringify(run.final));
    return run.final.assets!.find((asset) => asset.fileName === fileName)!.assetId;
  };
  const picture = async (width: number, height: number) =>
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: "#0f766e" } }).png().toBuffer(),
    );
  const makeLogo = (assetId: number) =>
    clients.owner.call(`${base}/assets/${assetId}`, "PATCH", { purpose: "logo" });
  const logoEvents = async () =>
    (await fixture.sql<{ n: number }[]>`
      select count(*)::int as n from shop_events where shop_id = ${shop.shop.id} and kind = 'logo'`)[0].n;
  const before = await logoEvents();

  // What a call that skips the settings page's own check sends: a real picture 200 px wide.
  const narrow = await upload(await picture(200, 120), "narrow-logo.png");
  const refused = await makeLogo(narrow);
  assert.equal(refused.status, 400);
  assert.equal((await refused.json()).message, "The uploaded image is 200px wide. It must be 300px wide.");
  // Both minimums said at once, as the page shows them; the height alone is only advice.
  const small = await upload(await picture(120, 60), "small-logo.png");
  const both = await makeLogo(small);
  assert.equal(both.status, 400);
  assert.equal(
    (await both.json()).message,
    "The uploaded image is 120px wide. It must be 300px wide. The uploaded image is 60px tall. It should be 80px tall.",
  );
  const document = await upload(await Deno.readFile(mediaFixture("estimate.pdf")), "estimate.pdf");
  const notAPicture = await makeLogo(document);
  assert.equal(notAPicture.status, 400);
  assert.equal((await notAPicture.json()).message, "An invalid image file was specified.");
  const purposes = await fixture.sql<{ purpose: string }[]>`
    select purpose from assets where id in (${narrow}, ${small}, ${document})`;
  assert.deepEqual(purposes.map((row) => row.purpose), ["none", "none", "none"], "none became the logo");
  assert.equal(await logoEvents(), before, "and the trail says nothing happened");

  const flat = await upload(await picture(300, 60), "flat-logo.png");
  const taken = await makeLogo(flat);
  assert.equal(taken.status, 204, "300 px wide is enough; the height is advice");
  await taken.body?.cancel();
  const takenOff = await clients.owner.call(`${base}/assets/${flat}`, "PATCH", { purpose: "none" });
  await takenOff.body?.cancel();
  for (const assetId of [narrow, small, document, flat]) {
    const removed = await clients.owner.call(`${base}/assets/${assetId}`, "DELETE");
    await removed.body?.cancel();
  }
});

test("the trail is said in the staff language with the shop's wording; an older entry shows its sentence", async () => {
  // An entry written before the trail kept its message: its stored sentence, whatever the language.
  await fixture.sql`
    insert into shop_events (shop_id, user_name, kind, summary)
    values (${shop.shop.id}, 'Old Hand', 'settings', 'Changed name from Old Garage to New Garage')`;
  const trail = async () => {
    const { html } = await clients.manager.page(settingsPath());
    return html.slice(html.indexOf('id="settings-trail"'));
  };
  await fixture.sql`update shops set staff_language = 'es-MX' where id = ${shop.shop.id}`;
  try {
    const spanish = await trail();
    assert.match(
      spanish,
      /Cambios: zona horaria de America\/New_York a America\/Los_Angeles; moneda de USD a EUR/,
    );
    assert.match(spanish, /impuestos de ninguno a IVA 20%/);
    assert.match(
      spanish,
      /opciones de impresión de carta, vertical, mediano, mediano, pequeño a A4, horizontal, grande, pequeño, sin imágenes/,
    );
    assert.match(spanish, /sign-board\.jpg ya no es el logotipo[\s\S]*sign-board\.jpg es ahora el logotipo/);
    assert.match(spanish, /Changed name from Old Garage to New Garage/, "the older entry's sentence");
    assert.doesNotMatch(spanish, /Changed time zone|the logo</);
  } finally {
    await fixture.sql`update shops set staff_language = 'en-US' where id = ${shop.shop.id}`;
  }
  const english = await trail();
  assert.match(
    english,
    /Changed time zone from America\/New_York to America\/Los_Angeles; currency from USD to EUR/,
  );
  assert.match(
    english,
    /print options from letter, portrait, medium, medium, small to A4, landscape, large, small, none/,
  );
  assert.match(english, /labor rate from [0-9.]+ to 95\.5/);

  const wording = (message: string) =>
    clients.owner.call(`/ajax/localizations/en-US/messages?shop=${shop.shop.uriName}`, "PUT", {
      key: "shopTrail.madeLogo",
      message,
    });
  const reworded = await wording("{file} became the logo");
  assert.equal(reworded.status, 200, await reworded.text());
  try {
    const owned = await trail();
    assert.match(owned, /sign-board\.jpg became the logo/, "the owner's wording");
    assert.doesNotMatch(owned, /Made sign-board\.jpg the logo/);
  } finally {
    const reset = await clients.owner.call(
      `/ajax/localizations/en-US/messages/reset?shop=${shop.shop.uriName}`,
      "POST",
      { key: "shopTrail.madeLogo" },
    );
    await reset.body?.cancel();
  }
});

test("the report e-mail and text message use the shop's wording in its customer language", async () => {
  await fixture.sql`update inspections set status = 'audited' where id = ${inspectionId}`;
  const saved = await save(clients.owner, {
    customerLanguage: "en-US",
    reportEmailSubject: "{shopName}: {vehicle} is checked",
    reportEmailBody: "Hi {customerName}, have a look: {link}",
    reportSmsText: "{customerName}, your {vehicle} report: {link}",
  });
  assert.equal(saved.status, 200, await saved.clone().text());
  const enc = encId;
  const send = (way: string) =>
    clients.owner.call(`/ajax/inspections/${enc}/report/send-${way}?lang=en`, "POST");
  const sms = await send("sms");
  const email = await send("email");
  assert.ok([200, 409].includes(sms.status), await sms.clone().text());
  assert.ok([200, 409].includes(email.status), await email.clone().text());
  const sent = await fixture.sql<{ channel: string; subject: string; text: string }[]>`
    select channel, coalesce(subject, '') as subject, text_body as text from outbox_messages
    where shop_id = ${shop.shop.id} order by id`;
  const mail = sent.find((message) => message.channel === "email");
  const text = sent.find((message) => message.channel === "sms");
  assert.ok(mail && text, JSON.stringify(sent));
  assert.equal(mail.subject, "Bay Street Auto: 2019 Honda Civic is checked");
  assert.match(mail.text, /Hi Jane, have a look:\s+http/);
  assert.match(text.text, /^Jane, your 2019 Honda Civic report: http/);
});

test("a report e-mail subject stored with a line break is sent on one line", async () => {
  await fixture.sql`update inspections set status = 'audited' where id = ${inspectionId}`;
  // As a shop saved it before the settings refused line breaks.
  await fixture.sql`
    update shops set customer_language = 'en-US',
      report_email_subject = ${"{shopName}:\r\nBcc: someone@example.com\n {vehicle}"}
    where id = ${shop.shop.id}`;
  try {
    const requestId = uniqueName("one-line");
    const sent = await clients.owner.call(
      `/ajax/inspections/${encId}/report/send-email?lang=en&requestId=${requestId}`,
      "POST",
    );
    assert.equal(sent.status, 200, await sent.clone().text());
    assert.match((await sent.json()).message, /^Report sent by e-mail/);
    const [mail] = await fixture.sql<{ subject: string }[]>`
      select subject from outbox_messages where shop_id = ${shop.shop.id} and channel = 'email'
      order by id desc limit 1`;
    assert.equal(mail.subject, `${(await stored()).name}: Bcc: someone@example.com 2019 Honda Civic`);
  } finally {
    await fixture.sql`update shops set report_email_subject = '' where id = ${shop.shop.id}`;
  }
});
