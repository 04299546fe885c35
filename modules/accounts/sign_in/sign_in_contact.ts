// Where a sign-in message goes, as the sign-in forms and the sign-in calls send it: channel "email"
// (the default) with the address in `email`, or "sms" with the mobile number in `phone`.
import { type CallFields, textField } from "@platform/call_fields.ts";
import { InputError } from "@platform/errors.ts";
import type { Channel } from "../send.ts";

export function signInContact(fields: CallFields): { channel: Channel; contact: string } {
  const channel = textField(fields, "channel") ?? "email";
  if (channel !== "email" && channel !== "sms") throw new InputError('channel must be "email" or "sms".');
  return { channel, contact: textField(fields, channel === "email" ? "email" : "phone") ?? "" };
}
