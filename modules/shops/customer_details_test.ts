// The entry rules every customer form shares: names title-cased, e-mails checked, numbers in E.164 read with
// the shop's country, and an impossible value refused with a message that names it.
import assert from "node:assert/strict";
import { InputError } from "@platform/errors.ts";
import { cleanCustomerDetails } from "./customer_details.ts";

Deno.test("names are put in person title case on entry, whatever the form", () => {
  assert.deepEqual(
    cleanCustomerDetails({
      firstName: " dana ",
      lastName: "o'brien-mcdonald",
      companyName: "bank of the west",
    }, "US"),
    { firstName: "Dana", lastName: "O'Brien-McDonald", companyName: "Bank of the West" },
  );
  assert.deepEqual(cleanCustomerDetails({ lastName: "deVries" }, "US"), { lastName: "deVries" }, "as typed");
});

Deno.test("numbers are stored in E.164, read as numbers of the shop's country", () => {
  assert.deepEqual(cleanCustomerDetails({ phoneMobile: "(415) 555-0142", phoneLandline: "" }, "US"), {
    phoneMobile: "+14155550142",
    phoneLandline: "",
  });
  assert.deepEqual(
    cleanCustomerDetails({ phoneMobile: "07911 123456", phoneLandline: "020 7946 0958" }, "GB"),
    {
      phoneMobile: "+447911123456",
      phoneLandline: "+442079460958",
    },
  );
  assert.deepEqual(cleanCustomerDetails({ email: " Dana@Example.COM " }, "US"), {
    email: "dana@example.com",
  });
});

Deno.test("an impossible number or e-mail is refused with a clear message", () => {
  const refused = (posted: Parameters<typeof cleanCustomerDetails>[0], message: string) =>
    assert.throws(
      () => cleanCustomerDetails(posted, "GB"),
      (error: Error) => error instanceof InputError && error.message === message,
      JSON.stringify(posted),
    );
  refused({ phoneMobile: "12" }, '"12" is not a phone number we can send text messages to.');
  refused(
    { phoneMobile: "020 7946 0958" },
    "+44 20 7946 0958 is a landline; text messages need a mobile number.",
  );
  refused({ phoneLandline: "12" }, '"12" is not a phone number: check the digits and the country code.');
  refused({ email: "dana@home" }, '"dana@home" is not an e-mail address.');
  refused(
    { email: "dana@example.com, eve@example.com" },
    '"dana@example.com, eve@example.com" is not an e-mail address.',
  );
  refused({ firstName: "d".repeat(81) }, "The customer's first name is too long: at most 80 characters.");
});
