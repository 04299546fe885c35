// Saves the customer's page (/{shop}/customers/{id}/edit): the header's fields through updateCustomer (its
// entry rules and its versions), and the page's own notes and contact preference in the same transaction
// and the same version, so a stale page never overwrites anything: a change on an old version is a
// conflict that writes nothing and answers the customer as stored now. A changed contact preference is
// recorded in the customers' trail (consent: who set "Do not contact", and when).
import type { Tx } from "@platform/db.ts";
import type { Viewer } from "@platform/viewer.ts";
import type { CustomerDetails } from "../customer_details.ts";
import { recordCustomerEvent } from "../customer_events.ts";
import type { ContactPreference } from "../types.ts";
import { updateCustomer } from "../update_customer.ts";
import type { UpdateOutcome } from "../versioned_update.ts";
import { NotFoundError } from "@platform/errors.ts";
import { CONTACT_PREFERENCE_WORDS } from "./contact_preferences.ts";
import { CUSTOMER_TRAIL_MESSAGES } from "@modules/text/mod.ts";
import {
  type CustomerPageFields,
  selectCustomerPageFields,
  writeNotesAndPreference,
} from "./customers_queries.server.ts";

export const NO_SUCH_CUSTOMER = "There is no such customer in this shop.";

export interface CustomerSave extends CustomerDetails {
  /** The version the page read. */
  version: number;
  contactPref: ContactPreference;
  notes: string;
}

export interface SavedCustomer {
  outcome: UpdateOutcome;
  /** The customer as stored now: after the save, or (a conflict) as the other person left them. */
  customer: CustomerPageFields;
}

export async function saveCustomer(
  tx: Tx,
  shopId: number,
  viewer: Viewer,
  customerId: number,
  posted: CustomerSave,
): Promise<SavedCustomer> {
  const before = await selectCustomerPageFields(tx, shopId, customerId, true);
  if (!before) throw new NotFoundError(NO_SUCH_CUSTOMER);
  const { version, contactPref, notes, ...details } = posted;
  const ownChanged = before.notes !== notes || before.contactPref !== contactPref;
  if (ownChanged && version !== before.version) return { outcome: "conflict", customer: before };
  const header = await updateCustomer(tx, shopId, customerId, version, details);
  if (header.outcome === "conflict") return { outcome: "conflict", customer: before };
  if (ownChanged) {
    await writeNotesAndPreference(
      tx,
      shopId,
      customerId,
      { notes, contactPref },
      header.outcome === "unchanged",
    );
  }
  if (before.contactPref !== contactPref) {
    const named = (preference: ContactPreference) => ({ key: CONTACT_PREFERENCE_WORDS[preference] });
    await recordCustomerEvent(tx, {
      shopId,
      customerId,
      viewer,
      kind: "contactPreference",
      message: {
        key: CUSTOMER_TRAIL_MESSAGES.preferenceChanged,
        values: { from: named(before.contactPref), to: named(contactPref) },
      },
      details: { from: before.contactPref, to: contactPref },
    });
  }
  const saved = ownChanged || header.outcome === "saved";
  return {
    outcome: saved ? "saved" : "unchanged",
    customer: (await selectCustomerPageFields(tx, shopId, customerId))!,
  };
}
