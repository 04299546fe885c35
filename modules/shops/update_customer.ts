// Changes a customer's name and contact details from an inspection's header, the customer page or a report
// send (versioned: see versioned_update.ts), by the entry rules of customer_details.ts. The record is the
// shop's, so every inspection of this customer shows the change.
import type { Tx } from "@platform/db.ts";
import { CUSTOMERS_MESSAGES as C, MessageRefusal } from "@modules/text/mod.ts";
import { cleanCustomerDetails, type CustomerDetails } from "./customer_details.ts";
import { shopCountry } from "./customers/customer_contact.ts";
import { selectCustomerForUpdate, writeCustomerDetails } from "./update_queries.server.ts";
import type { Customer } from "./types.ts";
import { applyVersionedUpdate, type VersionedUpdate } from "./versioned_update.ts";

export async function updateCustomer(
  tx: Tx,
  shopId: number,
  customerId: number,
  version: number,
  posted: Partial<CustomerDetails>,
): Promise<VersionedUpdate<Customer>> {
  const stored = await selectCustomerForUpdate(tx, shopId, customerId);
  const details = cleanCustomerDetails(changedOnly(posted, stored), await shopCountry(tx, shopId));
  return await applyVersionedUpdate<Customer>(
    stored,
    "There is no such customer in this shop.",
    version,
    details,
    (next) => {
      if (!next.firstName && !next.lastName && !next.companyName) {
        throw new MessageRefusal({ key: C.refusedNoName });
      }
      return writeCustomerDetails(tx, shopId, customerId, next);
    },
  );
}

/** The posted fields that differ from the stored ones: a number stored before numbers were checked on entry
 * does not block a save that leaves it as it is. None for no customer: that is a 404 whatever was posted. */
function changedOnly(posted: Partial<CustomerDetails>, stored: Customer | null): Partial<CustomerDetails> {
  if (!stored) return {};
  return Object.fromEntries(
    Object.entries(posted).filter(([field, value]) =>
      value?.trim() !== stored[field as keyof CustomerDetails]
    ),
  );
}
