// A mobile number or e-mail address the adviser corrects on the Report tab is the customer's from then on,
// not used once and forgotten: saved to the customer (the shops module's versioned update, with its entry
// rules) and written to the customers' trail, in the send's own transaction, so a send that fails keeps
// neither. A send to the number or address on file, or to an inspection without a customer, changes nothing.
import type { Tx } from "@platform/db.ts";
import type { InspectionAccess } from "@modules/inspections/mod.ts";
import { formatPhone } from "@modules/accounts/mod.ts";
import { findCustomer, recordCustomerEvent, shopCountry, updateCustomer } from "@modules/shops/mod.ts";
import { CUSTOMER_TRAIL_MESSAGES as T } from "@modules/text/mod.ts";

export type CorrectedField = "email" | "phoneMobile";

/** Saves `value` (already checked and in its stored form) as the inspection's customer's `field`. */
export async function saveCorrectedContact(
  tx: Tx,
  access: InspectionAccess,
  field: CorrectedField,
  value: string,
): Promise<void> {
  const { shop, inspection, viewer } = access;
  if (inspection.customerId === null) return;
  const customer = await findCustomer(tx, shop.id, inspection.customerId);
  if (!customer || customer[field] === value) return;
  const update = await updateCustomer(tx, shop.id, customer.id, customer.version, { [field]: value });
  if (update.outcome !== "saved") return;
  const before = customer[field];
  const after = update.record[field];
  const country = await shopCountry(tx, shop.id);
  const shown = (text: string) => {
    if (!text) return { key: T.none };
    return field === "phoneMobile" ? formatPhone(text, country) : text;
  };
  await recordCustomerEvent(tx, {
    shopId: shop.id,
    customerId: customer.id,
    viewer,
    kind: "contactCorrected",
    message: { key: T.contactCorrected, values: { field, from: shown(before), to: shown(after) } },
    details: { field, before, after, inspectionId: inspection.id },
  });
}
