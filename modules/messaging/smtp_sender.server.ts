// E-mail over SMTP with nodemailer. The Message-ID is derived from the outbox message, so every attempt of
// one message carries the same id and a retried copy can be recognised by the receiving side.
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import type { DeliverableMessage } from "./queries.server.ts";
import { DeliveryError, SEND_TIMEOUT_MS, type Sender } from "./sender.ts";

export function createSmtpSender(smtpUrl: string, mailFrom: string): Sender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send(message) {
      const messageId = outboxMessageId(message, mailFrom);
      try {
        await transport.sendMail({
          from: mailFrom,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody ?? undefined,
          replyTo: message.replyTo ?? undefined,
          messageId,
          // RFC 8058: the link alone in List-Unsubscribe, and the header that says one POST to it is enough.
          ...(message.unsubscribeUrl
            ? {
              list: { unsubscribe: message.unsubscribeUrl },
              headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
            }
            : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryError(`The SMTP server did not take the e-mail: ${reason}`, { cause: error });
      }
      return { providerMessageId: messageId };
    },
  };
}

/** `<outbox.{id}.{key hash}@{sender's domain}>`: the same for every attempt, unique across installations. */
export function outboxMessageId(
  message: Pick<DeliverableMessage, "id" | "idempotencyKey">,
  mailFrom: string,
) {
  const domain = /@([^\s@<>"]+)>?\s*$/.exec(mailFrom)?.[1] ?? "localhost";
  const key = createHash("sha256").update(message.idempotencyKey).digest("hex").slice(0, 16);
  return `<outbox.${message.id}.${key}@${domain}>`;
}
