import assert from "node:assert/strict";
import { checkEmail, checkMobileNumber, maskEmail, maskPhone } from "./contact.ts";

Deno.test("e-mail addresses are trimmed, lower-cased and checked", () => {
  assert.deepEqual(checkEmail("  Tina@Example.COM "), { ok: true, value: "tina@example.com" });
  assert.deepEqual(checkEmail("tina@"), { ok: false, message: '"tina@" is not an e-mail address.' });
  assert.deepEqual(checkEmail(""), { ok: false, message: "Enter an e-mail address." });
});

Deno.test("mobile numbers become E.164; landlines and nonsense are refused with the reason", () => {
  assert.deepEqual(checkMobileNumber("(415) 555-2671"), { ok: true, value: "+14155552671" });
  assert.deepEqual(checkMobileNumber("+44 7911 123456"), { ok: true, value: "+447911123456" });
  assert.deepEqual(checkMobileNumber("12"), {
    ok: false,
    message: '"12" is not a phone number we can send text messages to.',
  });
  const landline = checkMobileNumber("+44 20 7946 0958");
  assert.equal(landline.ok, false);
  assert.match((landline as { message: string }).message, /is a landline/);
});

Deno.test("contact details are masked where a page only confirms where something went", () => {
  assert.equal(maskEmail("tina@example.com"), "t•••@example.com");
  assert.equal(maskPhone("+14155552671"), "•••• 2671");
});
