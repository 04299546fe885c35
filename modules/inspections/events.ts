// The inspection's event trail (/events): every change, who made it, when and from which page, written by
// the change itself inside its own transaction, so the trail and the inspection never disagree.
import type { Tx } from "../../src/platform/db.ts";
import type { Viewer } from "../../src/platform/viewer.ts";
import { baseSentence, INSPECTION_EVENTS_MESSAGES as M, type StoredMessage } from "@modules/text/mod.ts";
import type { EventKind } from "./events/event_kinds.ts";

export interface NewEvent {
  shopId: number;
  inspectionId: number;
  viewer: Viewer | null;
  /** The customer acted, on the report, with no one signed in. */
  byCustomer?: boolean;
  kind: EventKind;
  /** The path of the page the change was made from, or "" (API, jobs). */
  page: string;
  /** What happened, as a catalogue message: the trail says it in its reader's language (migration 0033). */
  message: StoredMessage;
  details?: Record<string, unknown>;
}

/** The name stored for the customer's changes; the trail says it in its reader's language. */
export const CUSTOMER_ACTOR = "Customer";

/**
 * Who acted, as a page of the trail says it: the person; or, with no one signed in (`signedOut`: the row has
 * no user), the system (no name stored) or the customer on the report, in the reader's words.
 */
export function actorSaid(
  event: { userName: string; signedOut: boolean },
  say: (key: string) => string,
): string {
  if (!event.signedOut) return event.userName;
  if (event.userName === "") return say(M.theSystem);
  return event.userName === CUSTOMER_ACTOR ? say(M.customer) : event.userName;
}

/** The name the trail stores: the user, and the real person when someone acts as them. */
function eventUserName(event: NewEvent): string {
  if (event.byCustomer) return CUSTOMER_ACTOR;
  const viewer = event.viewer;
  if (!viewer) return "";
  return viewer.actor ? `${viewer.displayName} (by ${viewer.actor.displayName})` : viewer.displayName;
}

export async function recordEvent(tx: Tx, event: NewEvent): Promise<void> {
  await recordEvents(tx, [event]);
}

/** Several at once (a bulk item save): one statement. */
export async function recordEvents(tx: Tx, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    shop_id: event.shopId,
    inspection_id: event.inspectionId,
    user_id: event.viewer?.userId ?? null,
    user_name: eventUserName(event),
    kind: event.kind,
    page: event.page.slice(0, 300),
    // The en-US sentence too: for the readers of the text (the report's sends) and anyone reading the table.
    summary: baseSentence(event.message),
    message: event.message,
    details: event.details ?? {},
  }));
  await tx`
    insert into inspection_events (shop_id, inspection_id, user_id, user_name, kind, page, summary, message,
      details)
    select shop_id, inspection_id, user_id, user_name, kind, page, summary, message, details
    from jsonb_to_recordset(${tx.json(rows as never)}) as e(shop_id int, inspection_id int, user_id int,
      user_name text, kind text, page text, summary text, message jsonb, details jsonb)`;
}
