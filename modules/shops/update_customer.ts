// Changes a customer's name and contact details from an inspection's header (versioned: see
// versioned_update.ts). The record is the shop's, so every inspection of this customer shows the change.
import type { Tx } from "@platform/db.ts";
import { InputError, NotFoundError } from "@platform/errors.ts";
import { cleanCustomerDetails, type CustomerDetails } from "./customer_details.ts";
import { selectCustomerForUpdate, writeCustomerDetails } from "./update_queries.server.ts";
import type { Customer } from "./types.ts";
import { changedFields, type VersionedUpdate } from "./versioned_update.ts";

export async function updateCustomer(
  tx: Tx,
  shopId: number,
  customerId: number,
  version: number,
  posted: Partial<CustomerDetails>,
): Promise<VersionedUpdate<Customer>> {
  const details = cleanCustomerDetails(posted);
  const stored = await selectCustomerForUpdate(tx, shopId, customerId);
  if (!stored) throw new NotFoundError("There is no such customer in this shop.");
  const changes = changedFields(stored, details);
  if (Object.keys(changes).length === 0) return { outcome: "unchanged", record: stored, changes };
  if (version !== stored.version) return { outcome: "conflict", record: stored, changes: {} };
  const next = { ...stored, ...details };
  if (!next.firstName && !next.lastName && !next.companyName) {
    throw new InputError("A customer needs a first name, a last name or a company name.");
  }
  return { outcome: "saved", record: await writeCustomerDetails(tx, shopId, customerId, next), changes };
}
