import assert from "node:assert/strict";
import { contactConsent, DO_NOT_CONTACT, DO_NOT_CONTACT_NOTICE } from "./contact_consent.ts";

const STOPPED = {
  at: new Date("2026-11-26T15:42:00Z"),
  summary: "Replied STOP to a text message from +1 415 555 0142",
};

Deno.test("do not contact refuses every send and says why, in the shop's time", () => {
  const consent = contactConsent("donotcontact", STOPPED, "America/New_York");
  assert.equal(
    consent.refusal,
    `${DO_NOT_CONTACT} Replied STOP to a text message from +1 415 555 0142 (Nov 26, 2026, 10:42 AM).`,
  );
  assert.equal(consent.notice?.startsWith(DO_NOT_CONTACT_NOTICE), true);
  assert.equal(consent.preferredChannel, null);
  assert.equal(contactConsent("donotcontact", null, "UTC").refusal, DO_NOT_CONTACT);
});

Deno.test("e-mail and text message preferences pick the channel offered first; the others pick none", () => {
  assert.deepEqual(contactConsent("email", null, "UTC"), {
    refusal: null,
    notice: null,
    preferredChannel: "email",
  });
  assert.equal(contactConsent("sms", null, "UTC").preferredChannel, "sms");
  for (const preference of ["undefined", "phonecall", null] as const) {
    assert.deepEqual(contactConsent(preference, null, "UTC"), {
      refusal: null,
      notice: null,
      preferredChannel: null,
    });
  }
});
