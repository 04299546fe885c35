// Changes a customer's name and contact details from an inspection's header (versioned: see
// versioned_update.ts). The record is the shop's, so every inspection of this customer shows the change.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { cleanCustomerDetails, type CustomerDetails } from "./customer_details.ts";
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
  const details = cleanCustomerDetails(posted);
  const stored = await selectCustomerForUpdate(tx, shopId, customerId);
  return await applyVersionedUpdate<Customer>(
    stored,
    "There is no such customer in this shop.",
    version,
    details,
    (next) => {
      if (!next.firstName && !next.lastName && !next.companyName) {
        throw new InputError("A customer needs a first name, a last name or a company name.");
      }
      return writeCustomerDetails(tx, shopId, customerId, next);
    },
  );
}
