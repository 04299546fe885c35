// The add-inspection form's customer lookup (seed /customers/lookup: search, name, phone, email): the shop's
// customers that match what the adviser typed, each with its vehicles, so one pick fills both. Names match by
// prefix (first, last or company name; every word must match one), e-mails by prefix, phones by their last
// digits whatever the punctuation.
import type { Tx } from "@platform/db.ts";
import { type FormattedPhones, shopCountry, withFormattedPhones } from "./customers/customer_contact.ts";
import type { Customer, Vehicle } from "./types.ts";

export interface CustomerQuery {
  /** Anything: an e-mail address, a phone number or a name, told apart by its look. */
  search?: string;
  name?: string;
  phone?: string;
  email?: string;
}

export type CustomerMatch = Customer & FormattedPhones & { vehicles: Vehicle[] };

const LIMIT = 20;

/** A LIKE pattern matching what starts with `word` (lower case, its wildcards taken literally). */
export function like(word: string): string {
  return `${word.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
}

/** What each part of the query asks for, with `search` sorted into the part it looks like. */
export function partsOf(query: CustomerQuery): { words: string[]; phone: string; email: string } {
  const search = query.search?.trim() ?? "";
  const digits = (text: string) => text.replace(/\D/g, "");
  const looksLikePhone = /^[+\d\s().-]+$/.test(search) && digits(search).length >= 4;
  return {
    words: [query.name ?? "", search.includes("@") || looksLikePhone ? "" : search].join(" ").trim()
      .split(/\s+/).filter(Boolean).slice(0, 4),
    phone: digits(query.phone ?? "") || (looksLikePhone ? digits(search) : ""),
    email: (query.email?.trim() || (search.includes("@") ? search : "")).toLowerCase(),
  };
}

/** The condition of the shop's customers matching the query (also the customers list's search), or null
 * when the query names nothing to look for. */
export function customerMatch(tx: Tx, shopId: number, query: CustomerQuery) {
  const { words, phone, email } = partsOf(query);
  if (words.length === 0 && phone.length < 4 && email === "") return null;
  const conditions = [tx`shop_id = ${shopId}`];
  for (const word of words) {
    conditions.push(tx`(lower(first_name) like ${like(word)} or lower(last_name) like ${like(word)}
      or (company_name <> '' and lower(company_name) like ${like(word)}))`);
  }
  if (phone.length >= 4) {
    conditions.push(tx`(right(regexp_replace(phone_mobile, '\\D', '', 'g'), ${phone.length}) = ${phone}
      or right(regexp_replace(phone_landline, '\\D', '', 'g'), ${phone.length}) = ${phone})`);
  }
  if (email) conditions.push(tx`lower(email) like ${like(email)}`);
  return conditions.reduce((all, one) => tx`${all} and ${one}`);
}

export async function lookupCustomers(
  tx: Tx,
  shopId: number,
  query: CustomerQuery,
): Promise<CustomerMatch[]> {
  const match = customerMatch(tx, shopId, query);
  if (!match) return [];
  const customers = await tx<Customer[]>`
    select id, shop_id as "shopId", first_name as "firstName", last_name as "lastName",
      company_name as "companyName", email, phone_mobile as "phoneMobile", phone_landline as "phoneLandline",
      contact_pref as "contactPref", crm_key as "crmKey", reference, version
    from customers where ${match}
    order by lower(last_name), lower(first_name), lower(company_name), id
    limit ${LIMIT}`;
  const vehicles = await listCustomerVehicles(tx, shopId, customers.map((customer) => customer.id));
  const country = await shopCountry(tx, shopId);
  return customers.map((customer) => ({
    ...withFormattedPhones(customer, country),
    vehicles: vehicles.filter((vehicle) => vehicle.customerId === customer.id),
  }));
}

/** The vehicles of the shop's customers named, newest first. */
export async function listCustomerVehicles(
  tx: Tx,
  shopId: number,
  customerIds: number[],
): Promise<Vehicle[]> {
  if (customerIds.length === 0) return [];
  return await tx<Vehicle[]>`
    select id, shop_id as "shopId", customer_id as "customerId", subject_type as "subjectType",
      crm_key as "crmKey", version, vin, plate, plate_issuer as "plateIssuer", make, model,
      model_year as "modelYear", color
    from subjects where shop_id = ${shopId} and customer_id = any(${customerIds}::int[])
    order by id desc`;
}
