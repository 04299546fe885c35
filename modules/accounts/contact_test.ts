import assert from "node:assert/strict";
import {
  checkEmail,
  checkMobileNumber,
  checkPhoneNumber,
  formatPhone,
  maskEmail,
  maskPhone,
  phoneCountry,
} from "./contact.ts";

/** A refusal as the sentence of an en-US reader (sign-up, sign-in) and the message a shop's staff read. */
const refused = (key: string, message: string, values?: Record<string, string>) => ({
  ok: false,
  said: values ? { key: `contact.${key}`, values } : { key: `contact.${key}` },
  message,
});

Deno.test("e-mail addresses are trimmed, lower-cased and checked", () => {
  assert.deepEqual(checkEmail("  Tina@Example.COM "), { ok: true, value: "tina@example.com" });
  assert.deepEqual(
    checkEmail("tina@"),
    refused("notEmail", '"tina@" is not an e-mail address.', { address: "tina@" }),
  );
  assert.deepEqual(checkEmail(""), refused("enterEmail", "Enter an e-mail address."));
});

Deno.test("mobile numbers become E.164; landlines and nonsense are refused with the reason", () => {
  assert.deepEqual(checkMobileNumber("(415) 555-2671"), { ok: true, value: "+14155552671" });
  assert.deepEqual(checkMobileNumber("+44 7911 123456"), { ok: true, value: "+447911123456" });
  assert.deepEqual(
    checkMobileNumber("12"),
    refused("notMobile", '"12" is not a phone number we can send text messages to.', { number: "12" }),
  );
  const landline = checkMobileNumber("+44 20 7946 0958");
  assert.equal(landline.ok, false);
  assert.match((landline as { message: string }).message, /is a landline/);
});

Deno.test("contact details are masked where a page only confirms where something went", () => {
  assert.equal(maskEmail("tina@example.com"), "t•••@example.com");
  assert.equal(maskPhone("+14155552671"), "•••• 2671");
});

Deno.test("a second number may be a landline or a mobile of any country; nonsense is refused", () => {
  assert.deepEqual(checkPhoneNumber("(415) 555-2671"), { ok: true, value: "+14155552671" });
  assert.deepEqual(checkPhoneNumber("020 7946 0958", "GB"), { ok: true, value: "+442079460958" });
  assert.deepEqual(
    checkPhoneNumber("12"),
    refused("notPhone", '"12" is not a phone number: check the digits and the country code.', {
      number: "12",
    }),
  );
});

Deno.test("numbers are formatted for people of the shop's country; a shop's country the library lacks is US", () => {
  assert.equal(formatPhone("+14155552671"), "(415) 555-2671");
  assert.equal(formatPhone("+447911123456", "GB"), "07911 123456");
  assert.equal(formatPhone("+447911123456", "US"), "+44 7911 123456");
  assert.equal(formatPhone("555 0101"), "555 0101", "a number stored as typed long ago is shown as it is");
  assert.equal(
    formatPhone("415.555.2671"),
    "(415) 555-2671",
    "a number as typed, read in the shop's country",
  );
  assert.equal(formatPhone("07911 123456", "GB"), "07911 123456");
  assert.equal(phoneCountry("GB"), "GB");
  assert.equal(phoneCountry("ZZ"), "US");
});

Deno.test("an address that could carry a second recipient in a mail header is not an address", () => {
  assert.equal(checkEmail("a@b.example, c@d.example").ok, false);
  assert.equal(checkEmail("<a@b.example>").ok, false);
});
