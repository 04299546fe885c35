// messaging: e-mail and SMS delivery through an outbox (chat and presence come later). A generic service
// with no domain knowledge: the module that owns a message's reason renders its content and hands it over
// inside its own transaction; messaging stores it and delivers it.
//
//   await sql.begin(async (tx) => {
//     const user = await createUser(tx, ...);
//     const { html, text } = renderEmail(<WelcomeEmail user={user} link={link} />);
//     await queueMessage(tx, context.jobs, deliveryChannels(context.config), {
//       channel: "email", to: user.email, subject: "Welcome", text, html, links: [link],
//       idempotencyKey: `welcome:${user.id}`, shopId,
//     });
//   });
//
// - queueMessage(tx, jobs, delivery, message): writes the message in the caller's transaction and enqueues
//   its delivery job (messaging.deliver) in the same transaction: no message without its change, no change
//   without its message. The same idempotencyKey again writes nothing and returns the first message with
//   duplicate: true. A message marked urgent (someone waits for it: a sign-in link, a code) is delivered
//   from messaging.deliver-urgent, never behind bulk mail. A channel without a transport (see
//   deliveryChannels) holds the message: status "held", no job, shown on /dev/mailbox. Bad input is an
//   InputError (400) and writes nothing.
// - Delivery retries with backoff (MESSAGE_RETRY_LIMIT, MESSAGE_RETRY_DELAY_SECONDS); a message ends "sent"
//   or "failed" (with last_error), or stays "queued" while retries remain. docs/decisions/007 says what
//   "never sent twice" covers.
// - isProviderSigned(token, url, params, signature) checks an inbound message's X-Twilio-Signature;
//   isOptOut(body) tells a STOP. The module that owns the people behind a number acts on it.
// - messagingJobs(config) are listed in jobs/definitions.ts.
export { deliveryChannels } from "./delivery_channels.ts";
export { DELIVER_JOB, DELIVER_URGENT_JOB, DELIVERY_STOPPED_JOB } from "./job_names.ts";
export { messagingJobs } from "./jobs.server.ts";
export { isOptOut } from "./inbound_sms/opt_out_words.ts";
export { isProviderSigned, providerSignature } from "./inbound_sms/provider_signature.ts";
export { listOutbox } from "./list_outbox.ts";
export { MAX_SMS_LENGTH, queueMessage } from "./queue_message.ts";
export { renderEmail } from "./render_email.ts";
export { EmailButton, EmailLayout } from "./email_layout.tsx";
export type {
  Channel,
  DeliveryChannels,
  DeliveryConfig,
  MessageStatus,
  OutboxEntry,
  OutgoingMessage,
  QueuedMessage,
} from "./types.ts";
