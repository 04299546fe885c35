import assert from "node:assert/strict";
import { isProviderSigned, providerSignature } from "./provider_signature.ts";
import { isOptOut } from "./opt_out_words.ts";

// Twilio's documented example (twilio.com/docs/usage/security#validating-requests): token 12345, this URL
// and these parameters sign to 0/KCTR6DLpKmkAf8muzZqo1nDgQ=.
const URL_ = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS = new URLSearchParams({
  CallSid: "CA1234567890ABCDE",
  Caller: "+12349013030",
  Digits: "1234",
  From: "+12349013030",
  To: "+18005551212",
});

Deno.test("the signature is Twilio's HMAC-SHA1 of the URL and the sorted parameters", () => {
  assert.equal(providerSignature("12345", URL_, PARAMS), "0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  assert.ok(isProviderSigned("12345", URL_, PARAMS, "0/KCTR6DLpKmkAf8muzZqo1nDgQ="));
});

Deno.test("a missing or wrong signature, another token, URL or parameter is refused", () => {
  assert.ok(!isProviderSigned("12345", URL_, PARAMS, undefined));
  assert.ok(!isProviderSigned("12345", URL_, PARAMS, "0/KCTR6DLpKmkAf8muzZqo1nDgQ"));
  assert.ok(!isProviderSigned("54321", URL_, PARAMS, "0/KCTR6DLpKmkAf8muzZqo1nDgQ="));
  assert.ok(!isProviderSigned("12345", URL_ + "&x=1", PARAMS, "0/KCTR6DLpKmkAf8muzZqo1nDgQ="));
  const changed = new URLSearchParams(PARAMS);
  changed.set("Digits", "1235");
  assert.ok(!isProviderSigned("12345", URL_, changed, "0/KCTR6DLpKmkAf8muzZqo1nDgQ="));
});

Deno.test("STOP and the carriers' other opt-out words, whole, in any case, are an opt-out", () => {
  for (const body of ["STOP", "stop", " Stop. ", "STOP ALL", "unsubscribe", "Cancel", "end", "QUIT!"]) {
    assert.ok(isOptOut(body), body);
  }
  for (const body of ["stop by at 5", "Thanks", "START", "", "stopped"]) assert.ok(!isOptOut(body), body);
});
