// Adds a customer to a shop. The add-inspection form, quick-create, the Details tab and the customer pages
// build de-duplication and lookups on top; this is the shared core: the entry rules of customer_details.ts
// (title-cased names, a checked e-mail, numbers in E.164 with the shop's country) and a shop-scoped insert.
import type { Tx } from "@platform/db.ts";
import { CUSTOMERS_MESSAGES as C, MessageRefusal } from "@modules/text/mod.ts";
import { cleanCustomerDetails } from "./customer_details.ts";
import { shopCountry } from "./customers/customer_contact.ts";
import { insertCustomer } from "./queries.server.ts";
import type { Customer, NewCustomer } from "./types.ts";

export async function createCustomer(tx: Tx, shopId: number, input: NewCustomer): Promise<Customer> {
  const details = cleanCustomerDetails({
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName ?? "",
    email: input.email ?? "",
    phoneMobile: input.phoneMobile ?? "",
    phoneLandline: input.phoneLandline ?? "",
  }, await shopCountry(tx, shopId));
  const customer = {
    ...input,
    ...details,
    firstName: details.firstName ?? "",
    lastName: details.lastName ?? "",
    crmKey: input.crmKey?.trim(),
    reference: input.reference?.trim(),
  };
  if (!customer.firstName && !customer.lastName && !customer.companyName) {
    throw new MessageRefusal({ key: C.refusedNoName });
  }
  return await insertCustomer(tx, shopId, customer);
}
