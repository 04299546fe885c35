// The sign-in page's two senders as calls (the catalogue's "login-link and one-time-code issue"), for
// pages that ask without leaving: POST /ajax/session/login-link and /ajax/session/one-time-code, JSON or
// form {channel: "email" | "sms", email | phone, redirectTo}. Both answer 202 with the same words whether
// or not the address belongs to anyone.
import { Hono } from "hono";
import { readFields, textField } from "@platform/call_fields.ts";
import type { AppEnv } from "@platform/http.ts";
import { CODE_SENT, LINK_SENT } from "./forms.server.ts";
import { requestLoginLink } from "./login_links.ts";
import { requestOneTimeCode } from "./one_time_codes.ts";
import { signInContact } from "./sign_in_contact.ts";

export const sessionCalls = new Hono<AppEnv>();

sessionCalls.post("/login-link", async (c) => {
  const fields = await readFields(c);
  await requestLoginLink(c.get("services"), {
    ...signInContact(fields),
    redirectTo: textField(fields, "redirectTo"),
    ip: c.get("clientIp"),
  });
  return c.json({ message: LINK_SENT }, 202);
});

sessionCalls.post("/one-time-code", async (c) => {
  await requestOneTimeCode(c.get("services"), {
    ...signInContact(await readFields(c)),
    ip: c.get("clientIp"),
  });
  return c.json({ message: CODE_SENT }, 202);
});
