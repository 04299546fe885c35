import assert from "node:assert/strict";
import { reportEmail, type ReportMessageFacts, reportSms } from "./send_messages.tsx";
import { fitsTwoSegments, smsSize } from "./sms_length.ts";
import { SMS_OPT_OUT } from "./contact_consent.ts";

const URL_ = "https://inspect.example.com/bay-street-auto/r/" + "A1b2C3d4E5".repeat(5);

const facts = (changes: Partial<ReportMessageFacts> = {}): ReportMessageFacts => ({
  language: "en",
  shopName: "Bay Street Auto",
  vehicleName: "2019 Honda Civic",
  customerName: "Jane",
  shopPhone: "(415) 555-0100",
  shopEmail: "service@baystreet.example",
  accentColor: "",
  reportUrl: URL_,
  ...changes,
});

Deno.test("the text message names the shop, the vehicle and the link, in each language, and says how to opt out", () => {
  assert.equal(
    reportSms(facts()),
    `Bay Street Auto: the inspection report for your 2019 Honda Civic is ready: ${URL_}\nReply STOP to opt out`,
  );
  assert.equal(
    reportSms(facts({ language: "es" })),
    `Bay Street Auto: su 2019 Honda Civic fue revisado. Vea el informe: ${URL_}\n${SMS_OPT_OUT}`,
  );
  assert.equal(
    reportSms(facts({ language: "fr" })),
    `Bay Street Auto : le rapport d'inspection de votre 2019 Honda Civic est disponible : ${URL_}\n${SMS_OPT_OUT}`,
  );
  for (const language of ["en", "es", "fr"] as const) {
    assert.equal(smsSize(reportSms(facts({ language }))).encoding, "gsm7", `${language}: plain GSM-7 words`);
  }
});

Deno.test("long names are shortened to fit two GSM-7 segments (306); the link is never cut", () => {
  const shopName =
    "The Very Long Named Family Owned Automotive Service and Tire Center of Greater Springfield";
  const vehicleName =
    "2021 Mercedes-Benz Sprinter 3500XD High Roof Extended Crew Cargo Van With Many Options";
  const long = reportSms(facts({ shopName, vehicleName, reportUrl: URL_ + "/" + "x".repeat(90) }));
  assert.ok(fitsTwoSegments(long), `${smsSize(long).length} characters`);
  assert.ok(smsSize(long).length > 250, "shortened only as much as needed");
  assert.ok(long.endsWith(`${URL_}/${"x".repeat(90)}\n${SMS_OPT_OUT}`), "the whole link, then the opt-out");
  assert.match(long, /^The Very Long Named/);
  const full = `${shopName}: the inspection report for your ${vehicleName} is ready: ${URL_}`;
  assert.equal(smsSize(full).length, full.length);
  assert.ok(!fitsTwoSegments(full + "x".repeat(90)), "the unshortened text would not have fitted");
});

Deno.test("a name outside GSM-7 makes it UCS-2: two segments are 134 units, and the names give way", () => {
  const reportUrl = "https://dvi.example/zoe/r/" + "Q".repeat(14);
  const text = reportSms(facts({ shopName: "Zoë's Garage and Tire Centre of the Valley", reportUrl }));
  assert.equal(smsSize(text).encoding, "ucs2");
  assert.ok(text.length <= 134, `${text.length} units`);
  assert.ok(text.length > 120, "shortened only as much as needed");
  assert.ok(text.endsWith(`${reportUrl}\n${SMS_OPT_OUT}`));
  assert.match(text, /^Zoë's\b.* 2019 Honda\b/, "the start of each name stays");
});

Deno.test("when no name fits beside a long link the message is the link with a few words", () => {
  const longUrl = URL_ + "/" + "y".repeat(250);
  assert.equal(
    reportSms(facts({ reportUrl: longUrl })),
    `Your inspection report is ready: ${longUrl}\n${SMS_OPT_OUT}`,
  );
});

Deno.test("the e-mail names the shop and the vehicle in its subject and carries the link as a button", () => {
  const email = reportEmail(facts({ accentColor: "#0f766e" }));
  assert.equal(email.subject, "Bay Street Auto: the inspection report for your 2019 Honda Civic");
  assert.match(
    email.html,
    new RegExp(`<a href="${URL_}" style="background:#0f766e[^"]*">View the report</a>`),
  );
  assert.match(email.text, /Hello Jane,/);
  assert.ok(email.text.includes(URL_));
  assert.match(email.text, /Call us at \(415\) 555-0100 or reply to this e-mail/);
  const french = reportEmail(facts({ language: "fr", vehicleName: "" }));
  assert.equal(french.subject, "Bay Street Auto : le rapport d'inspection de votre véhicule");
  assert.match(french.html, />Voir le rapport</);
});
