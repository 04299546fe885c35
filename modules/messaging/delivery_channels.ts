import type { DeliveryChannels, DeliveryConfig } from "./types.ts";

/** Which channels have a transport in this configuration; a message on any other is held in the outbox. */
export function deliveryChannels(config: Pick<DeliveryConfig, "smtpUrl" | "smsProvider">): DeliveryChannels {
  return { email: config.smtpUrl !== null, sms: config.smsProvider !== null };
}
