// The customer's contact preference (seed 000: undefined, donotcontact, email, sms, phonecall) governs the
// report sends: "do not contact" gets nothing by any way, and says why when the customers' trail knows (a
// STOP texted back, a change on the customer's page); "email" and "sms" make that channel the one the
// Report tab offers first. Every report text message ends with the opt-out line the carriers require.
import { ConflictError } from "@platform/errors.ts";
import type { Tx } from "@platform/db.ts";
import { type ContactPreference, customerEvents } from "@modules/shops/mod.ts";
import type { InspectionAccess } from "@modules/inspections/mod.ts";

/** Word for word on every report text message, in every language: STOP is the carriers' keyword. */
export const SMS_OPT_OUT = "Reply STOP to opt out";

export const DO_NOT_CONTACT = "The customer asked not to be contacted: the report was not sent.";
/** The staff page says it before anyone tries. */
export const DO_NOT_CONTACT_NOTICE = "The customer asked not to be contacted: the report cannot be sent.";

export type ReportChannel = "email" | "sms";

/** The last change of the preference in the customers' trail: its summary and when. */
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

export function contactConsent(
  preference: ContactPreference | null,
  change: PreferenceChange | null,
  timeZone: string,
): ContactConsent {
  if (preference === "donotcontact") {
    const why = change ? ` ${change.summary} (${whenOf(change.at, timeZone)}).` : "";
    return { refusal: DO_NOT_CONTACT + why, notice: DO_NOT_CONTACT_NOTICE + why, preferredChannel: null };
  }
  const preferredChannel = preference === "email" || preference === "sms" ? preference : null;
  return { refusal: null, notice: null, preferredChannel };
}

/** The inspection's customer's consent, read with the trail's reason when the customer may not be contacted. */
export async function loadContactConsent(
  tx: Tx,
  access: InspectionAccess,
  preference: ContactPreference | null,
): Promise<ContactConsent> {
  const { shop, inspection } = access;
  let change: PreferenceChange | null = null;
  if (preference === "donotcontact" && inspection.customerId !== null) {
    const trail = await customerEvents(tx, shop.id, inspection.customerId, 50);
    change = trail.find((event) => event.kind === "contactPreference") ?? null;
  }
  return contactConsent(preference, change, shop.timeZone);
}

/** A send to a customer who may not be contacted is a 409 with the reason; nothing is written. */
export function refuseWithoutConsent(consent: ContactConsent): void {
  if (consent.refusal !== null) throw new ConflictError(consent.refusal);
}

function whenOf(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(at);
}
