// The sign-in page's two senders as calls (the catalogue's "login-link and one-time-code issue"), for
// pages that ask without leaving: POST /ajax/session/login-link and /ajax/session/one-time-code, JSON
// {channel: "email" | "sms", email | phone, redirectTo}. Both answer 202 with the same words whether or not
// the address belongs to anyone.
import { Hono } from "hono";
import { InputError } from "../../src/platform/errors.ts";
import { type AppEnv, readJson } from "../../src/platform/http.ts";
import { CODE_SENT, LINK_SENT } from "./forms.server.ts";
import { requestLoginLink } from "./login_links.ts";
import { requestOneTimeCode } from "./one_time_codes.ts";
import type { Channel } from "./send.ts";

function readRequest(body: unknown): { channel: Channel; contact: string; redirectTo: string | null } {
  if (typeof body !== "object" || body === null) throw new InputError("Send a JSON object.");
  const fields = body as Record<string, unknown>;
  const channel = fields.channel ?? "email";
  if (channel !== "email" && channel !== "sms") throw new InputError('channel must be "email" or "sms".');
  const contact = channel === "email" ? fields.email : fields.phone;
  if (typeof contact !== "string") {
    throw new InputError(
      channel === "email" ? "Give the e-mail address (email)." : "Give the mobile number (phone).",
    );
  }
  const redirectTo = typeof fields.redirectTo === "string" ? fields.redirectTo : null;
  return { channel, contact, redirectTo };
}

export const sessionCalls = new Hono<AppEnv>();

sessionCalls.post("/login-link", async (c) => {
  const request = readRequest(await readJson(c));
  await requestLoginLink(c.get("services"), { ...request, ip: c.get("clientIp") });
  return c.json({ message: LINK_SENT }, 202);
});

sessionCalls.post("/one-time-code", async (c) => {
  const request = readRequest(await readJson(c));
  await requestOneTimeCode(c.get("services"), { ...request, ip: c.get("clientIp") });
  return c.json({ message: CODE_SENT }, 202);
});
