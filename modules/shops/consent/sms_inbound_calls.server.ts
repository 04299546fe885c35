// POST /ajax/sms/inbound: the SMS provider's webhook for a message texted to the shops' number, in Twilio's
// shape (form-encoded From, To, Body, ...; X-Twilio-Signature over PUBLIC_URL + path + query and the sorted
// parameters). A STOP sets the sender's customers to do not contact (opt_out_by_text.ts); any other text is
// answered and ignored. An unsigned or wrongly signed request is a 403 that changes nothing. The answer is
// empty TwiML: the provider sends the carrier's own STOP confirmation.
import { Hono } from "hono";
import { ForbiddenError, InputError } from "@platform/errors.ts";
import type { AppEnv } from "@platform/http.ts";
import { isOptOut, isProviderSigned } from "@modules/messaging/mod.ts";
import { optOutByText } from "./opt_out_by_text.ts";

export const NOT_SIGNED =
  "This message does not carry the SMS provider's valid signature; nothing was changed.";
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const smsInboundCalls = new Hono<AppEnv>().post("/inbound", async (c) => {
  const { config, sql } = c.get("services");
  const params = new URLSearchParams(await c.req.text());
  // The URL as the provider was told it: behind a proxy the request's own URL is the internal one.
  const url = new URL(c.req.url);
  const signedUrl = `${config.publicUrl.replace(/\/$/, "")}${url.pathname}${url.search}`;
  const token = config.smsInboundToken;
  if (token === null || !isProviderSigned(token, signedUrl, params, c.req.header("X-Twilio-Signature"))) {
    throw new ForbiddenError(NOT_SIGNED);
  }
  const from = params.get("From") ?? "";
  if (from === "") throw new InputError("From is missing: the number the message came from.");
  if (isOptOut(params.get("Body") ?? "")) await sql.begin((tx) => optOutByText(tx, from));
  return c.body(EMPTY_TWIML, 200, { "Content-Type": "text/xml; charset=utf-8" });
});
