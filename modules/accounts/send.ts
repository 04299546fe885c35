// Hands an accounts message to the messaging outbox, in the caller's transaction: the message exists
// exactly when the change that caused it (a new link, a new code) committed. Every accounts message (a
// sign-in link or code, a confirmation, a sign-up link, an invitation) is one someone waits for on a page
// that said it is on its way, so it is urgent: delivered ahead of report e-mails (decision 007).
import type { Tx } from "@platform/db.ts";
import type { Services } from "@platform/request_context.ts";
import { deliveryChannels, queueMessage } from "../messaging/mod.ts";
import type { MessageContent } from "./messages/account_messages.tsx";

export type Channel = "email" | "sms";

export async function sendToUser(
  tx: Tx,
  services: Pick<Services, "config" | "jobs">,
  message: MessageContent & { channel: Channel; to: string; idempotencyKey: string; shopId?: number | null },
): Promise<void> {
  await queueMessage(tx, services.jobs, deliveryChannels(services.config), {
    channel: message.channel,
    to: message.to,
    subject: message.channel === "email" ? message.subject : undefined,
    text: message.text,
    html: message.channel === "email" ? message.html : undefined,
    links: message.links,
    idempotencyKey: message.idempotencyKey,
    shopId: message.shopId ?? null,
    urgent: true,
  });
}
