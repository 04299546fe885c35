// The customer's contact preference (seed 000: undefined, donotcontact, email, sms, phonecall) governs the
// report sends: "do not contact" gets nothing by any way, and says why when the customers' trail knows (a
// STOP texted back, a change on the customer's page); "email" and "sms" make that channel the one the
// Report tab offers first. Every report text message ends with the opt-out line the carriers require. What it
// says is in the staff language with the shop's wording, the reason as the customers' trail says it.
import { ConflictError } from "@platform/errors.ts";
import type { Tx } from "@platform/db.ts";
import { type ContactPreference, customerEvents, staffClock } from "@modules/shops/mod.ts";
import type { InspectionAccess } from "@modules/inspections/mod.ts";
import { type Messages, REPORT_TAB_MESSAGES as M, sayStored } from "@modules/text/mod.ts";

/** Word for word on every report text message, in every language: STOP is the carriers' keyword. */
export const SMS_OPT_OUT = "Reply STOP to opt out";

export type ReportChannel = "email" | "sms";

/** The last change of the preference in the customers' trail: its sentence (in the staff's words) and when. */
export interface PreferenceChange {
  at: Date;
  summary: string;
}

export interface ContactConsent {
  /** Why a send is refused ("... was not sent. Replied STOP ... (Nov 26, 2026, 10:42 AM)."), or null. */
  refusal: string | null;
  /** The same, as the Report tab says it before a send. */
  notice: string | null;
  /** The channel the Report tab offers first; null: e-mail first, as without a preference. */
  preferredChannel: ReportChannel | null;
}

/** `staff`: the shop's staffMessages; `clock`: its staffClock, for when the preference changed. */
export function contactConsent(
  preference: ContactPreference | null,
  change: PreferenceChange | null,
  staff: Messages,
  clock: Intl.DateTimeFormat,
): ContactConsent {
  if (preference === "donotcontact") {
    const why = change && { reason: change.summary, when: clock.format(change.at) };
    return {
      refusal: why ? staff.text(M.doNotContactWhy, why) : staff.text(M.doNotContact),
      notice: why ? staff.text(M.doNotContactNoticeWhy, why) : staff.text(M.doNotContactNotice),
      preferredChannel: null,
    };
  }
  const preferredChannel = preference === "email" || preference === "sms" ? preference : null;
  return { refusal: null, notice: null, preferredChannel };
}

/** The inspection's customer's consent, read with the trail's reason when the customer may not be contacted. */
export async function loadContactConsent(
  tx: Tx,
  access: InspectionAccess,
  preference: ContactPreference | null,
  staff: Messages,
): Promise<ContactConsent> {
  const { shop, inspection } = access;
  let change: PreferenceChange | null = null;
  if (preference === "donotcontact" && inspection.customerId !== null) {
    const trail = await customerEvents(tx, shop.id, inspection.customerId, 50);
    const event = trail.find((event) => event.kind === "contactPreference");
    const say = (key: string, values?: Record<string, string | number>) => staff.text(key, values);
    if (event) change = { at: event.at, summary: sayStored(say, event.message, event.summary) };
  }
  return contactConsent(preference, change, staff, staffClock(shop));
}

/** A send to a customer who may not be contacted is a 409 with the reason; nothing is written. */
export function refuseWithoutConsent(consent: ContactConsent): void {
  if (consent.refusal !== null) throw new ConflictError(consent.refusal);
}
