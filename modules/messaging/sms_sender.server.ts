// SMS through a Twilio-style HTTP API: To, From and Body form-encoded, HTTP Basic credentials, and the
// outbox idempotency key as Idempotency-Key so a provider that honours it drops a retried copy. A 2xx answer
// is accepted; its JSON `sid` is kept as the provider's message id.
import { Buffer } from "node:buffer";
import type { SmsProviderConfig } from "../../src/platform/config.ts";
import { DeliveryError, SEND_TIMEOUT_MS, type Sender, shorten } from "./sender.ts";

export function createSmsSender(provider: SmsProviderConfig): Sender {
  const authorization = `Basic ${Buffer.from(`${provider.user}:${provider.password}`).toString("base64")}`;
  return {
    async send(message) {
      let response: Response;
      let body: string;
      try {
        response = await fetch(provider.url, {
          method: "POST",
          headers: {
            Authorization: authorization,
            Accept: "application/json",
            "Idempotency-Key": message.idempotencyKey,
          },
          body: new URLSearchParams({ To: message.recipient, From: provider.from, Body: message.textBody }),
          redirect: "manual",
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        body = await response.text();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DeliveryError(`The SMS provider could not be reached: ${reason}`, { cause: error });
      }
      if (!response.ok) {
        throw new DeliveryError(
          `SMS provider answered ${response.status}: ${shorten(body, 300) || "(no text)"}`,
        );
      }
      // Accepted: the message is on its way even when the answer carries no id, so it is not sent again.
      return { providerMessageId: sidOf(body) };
    },
  };
}

function sidOf(body: string): string | null {
  try {
    const sid = JSON.parse(body)?.sid;
    return typeof sid === "string" && sid !== "" ? sid : null;
  } catch {
    return null;
  }
}
