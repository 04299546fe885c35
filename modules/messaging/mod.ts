// TEMP messaging placeholder: the real module comes from the messaging branch, which replaces this file.
// It only gives accounts the three exports it imports, so the branch type-checks, builds and tests; it
// stores and sends nothing.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Config } from "../../src/platform/config.ts";
import type { Tx } from "../../src/platform/db.ts";
import type { JobQueue } from "../../src/platform/jobs.ts";

export function renderEmail(element: ReactElement): { html: string; text: string } {
  const html = renderToStaticMarkup(element);
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
  return { html, text };
}

export function deliveryChannels(_config: Config): { email: boolean; sms: boolean } {
  return { email: false, sms: false };
}

export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  subject?: string;
  text: string;
  html?: string;
  links?: string[];
  idempotencyKey: string;
  shopId?: number | null;
}

export function queueMessage(
  _tx: Tx,
  _jobs: JobQueue,
  _delivery: { email: boolean; sms: boolean },
  _message: OutgoingMessage,
): Promise<{ id: number; status: "queued" | "held" | "sent" | "failed"; duplicate: boolean }> {
  return Promise.resolve({ id: 0, status: "held", duplicate: false });
}
