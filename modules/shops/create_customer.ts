// Adds a customer to a shop. The add-inspection form and the customer pages build de-duplication and
// lookups on top; this is the shared core: trimmed names, a lower-cased e-mail and a shop-scoped insert.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { insertCustomer } from "./queries.server.ts";
import type { Customer, NewCustomer } from "./types.ts";

export async function createCustomer(tx: Tx, shopId: number, input: NewCustomer): Promise<Customer> {
  const customer = {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    companyName: input.companyName?.trim(),
    email: input.email?.trim().toLowerCase(),
    crmKey: input.crmKey?.trim(),
    reference: input.reference?.trim(),
  };
  if (!customer.firstName && !customer.lastName && !customer.companyName) {
    throw new InputError("A customer needs a first name, a last name or a company name.");
  }
  return await insertCustomer(tx, shopId, customer);
}
