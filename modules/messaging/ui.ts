// messaging: client-safe public API — the dev mailbox's server function and page.
import { notFound } from "@tanstack/react-router";
import { createServerFn } from "@tanstack/react-start";
import { listOutbox } from "./list_outbox.ts";
import type { RequestContext } from "../../src/platform/request_context.ts";
import type { OutboxEntry } from "./types.ts";

export { DevMailboxPage } from "./ui/dev_mailbox.tsx";
export type { OutboxEntry } from "./types.ts";

/** How many messages the dev mailbox shows, newest first. */
export const DEV_MAILBOX_SIZE = 100;

/**
 * The newest outbox messages, for /dev/mailbox: what the app would have sent (or sent) and every link in it.
 * Messages hold sign-in links and codes, so it does not exist in production, and elsewhere it answers only
 * a browser that opened the start log's link (its token, src/platform/dev_access.ts) or a signed-in platform
 * admin: anyone else, wherever they connect from, is told there is no such page.
 */
export const getDevMailbox = createServerFn({ method: "GET" })
  .handler(async ({ context }): Promise<OutboxEntry[]> => {
    if (!mayReadDevMailbox(context)) throw notFound();
    return await listOutbox(context.sql, { limit: DEV_MAILBOX_SIZE });
  });

export function mayReadDevMailbox(
  context: Pick<RequestContext, "config" | "devAccess" | "viewer">,
): boolean {
  if (context.config.appEnv === "production") return false;
  return context.devAccess || context.viewer?.isPlatformAdmin === true;
}
