import assert from "node:assert/strict";
import { staffClock } from "@modules/shops/mod.ts";
import { Messages } from "@modules/text/mod.ts";
import { contactConsent } from "./contact_consent.ts";

const STOPPED = {
  at: new Date("2026-11-26T15:42:00Z"),
  summary: "Replied STOP to a text message from +1 415 555 0142",
};
const ENGLISH = new Messages("en-US");
const clock = (timeZone: string, staffLanguage = "en-US") => staffClock({ staffLanguage, timeZone });

Deno.test("do not contact refuses every send and says why, in the shop's time", () => {
  const consent = contactConsent("donotcontact", STOPPED, ENGLISH, clock("America/New_York"));
  assert.equal(
    consent.refusal,
    "The customer asked not to be contacted: the report was not sent. " +
      "Replied STOP to a text message from +1 415 555 0142 (Nov 26, 2026, 10:42 AM).",
  );
  assert.equal(
    consent.notice?.startsWith("The customer asked not to be contacted: the report cannot be sent. Replied"),
    true,
  );
  assert.equal(consent.preferredChannel, null);
  assert.equal(
    contactConsent("donotcontact", null, ENGLISH, clock("UTC")).refusal,
    "The customer asked not to be contacted: the report was not sent.",
  );
});

Deno.test("the staff's language says it, with its dates", () => {
  const consent = contactConsent(
    "donotcontact",
    { ...STOPPED, summary: "Respondió STOP a un mensaje de texto del +1 415 555 0142" },
    new Messages("es-MX"),
    clock("America/New_York", "es-MX"),
  );
  assert.match(
    consent.notice!,
    /^El cliente pidió no ser contactado: el reporte no se puede enviar\. Respondió STOP .+ \(26 nov 2026, 10:42\sa\.\s?m\.\)\.$/,
  );
});

Deno.test("e-mail and text message preferences pick the channel offered first; the others pick none", () => {
  const utc = clock("UTC");
  assert.deepEqual(contactConsent("email", null, ENGLISH, utc), {
    refusal: null,
    notice: null,
    preferredChannel: "email",
  });
  assert.equal(contactConsent("sms", null, ENGLISH, utc).preferredChannel, "sms");
  for (const preference of ["undefined", "phonecall", null] as const) {
    assert.deepEqual(contactConsent(preference, null, ENGLISH, utc), {
      refusal: null,
      notice: null,
      preferredChannel: null,
    });
  }
});
