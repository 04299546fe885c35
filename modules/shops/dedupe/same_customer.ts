// The customer a new one would duplicate (issue 32: three "Dana Whitfield" with one mobile, made by
// quick-create): the shop's customers with the same mobile number (against their mobile or landline), the same
// e-mail address, or a vehicle with the same plate as what the counter is typing. The keys are those of
// decision 023 (migration 0024's generated columns), computed here from the typed text by the same SQL, so a
// number typed "(415) 555-0142" finds "+14155550142". A key more than MAX_SHARED records carry (the shop's own
// number typed for walk-ins) is nobody's in particular and finds nothing, as on the duplicates page.
import type { Tx } from "@platform/db.ts";
import { listCustomerVehicles } from "../customer_lookup.ts";
import type { CustomerMatch } from "../customer_lookup.ts";
import { shopCountry, withFormattedPhones } from "../customers/customer_contact.ts";
import type { Customer } from "../types.ts";
import { MAX_SHARED } from "./find_duplicates.ts";

export const SAME_BY = ["mobile", "email", "plate"] as const;
export type SameBy = (typeof SAME_BY)[number];

export interface SameKeys {
  mobile?: string;
  email?: string;
  plate?: string;
}

/** A customer found by a key, and which keys found them. */
export type SameCustomer = CustomerMatch & { sameBy: SameBy[] };

/** The ids of the shop's customers carrying one key (none when it is too short or too widely shared). */
async function idsOf(tx: Tx, shopId: number, by: SameBy, typed: string): Promise<number[]> {
  const rows = by === "mobile"
    ? await tx<{ id: number }[]>`
      with typed as (select right(regexp_replace(${typed}::text, '[^0-9]', '', 'g'), 10) as key)
      select c.id from customers c, typed
      where c.shop_id = ${shopId} and length(typed.key) >= 7
        and (c.phone_mobile_key = typed.key or c.phone_landline_key = typed.key)
      order by c.id limit ${MAX_SHARED + 1}`
    : by === "email"
    ? await tx<{ id: number }[]>`
      select id from customers
      where shop_id = ${shopId} and email_key = lower(btrim(${typed}::text)) and position('@' in ${typed}) > 1
      order by id limit ${MAX_SHARED + 1}`
    : await tx<{ id: number }[]>`
      with typed as (select upper(regexp_replace(${typed}::text, '[^A-Za-z0-9]', '', 'g')) as key)
      select distinct s.customer_id as id from subjects s, typed
      where s.shop_id = ${shopId} and length(typed.key) >= 2 and s.plate_key = typed.key
        and s.customer_id is not null
      order by s.customer_id limit ${MAX_SHARED + 1}`;
  return rows.length > MAX_SHARED ? [] : rows.map((row) => row.id);
}

/** The shop's customers sharing a typed key, those sharing more keys first, then the older. */
export async function findSameCustomers(tx: Tx, shopId: number, keys: SameKeys): Promise<SameCustomer[]> {
  const found = new Map<number, SameBy[]>();
  for (const by of SAME_BY) {
    const typed = keys[by]?.trim().slice(0, 200) ?? "";
    if (!typed) continue;
    for (const id of await idsOf(tx, shopId, by, typed)) found.set(id, [...(found.get(id) ?? []), by]);
  }
  if (found.size === 0) return [];
  const customers = await tx<Customer[]>`
    select id, shop_id as "shopId", first_name as "firstName", last_name as "lastName",
      company_name as "companyName", email, phone_mobile as "phoneMobile", phone_landline as "phoneLandline",
      contact_pref as "contactPref", crm_key as "crmKey", reference, version
    from customers where shop_id = ${shopId} and id = any(${[...found.keys()]}::int[])`;
  const vehicles = await listCustomerVehicles(tx, shopId, customers.map((customer) => customer.id));
  const country = await shopCountry(tx, shopId);
  return customers
    .map((customer) => ({
      ...withFormattedPhones(customer, country),
      vehicles: vehicles.filter((vehicle) => vehicle.customerId === customer.id),
      sameBy: found.get(customer.id)!,
    }))
    .sort((a, b) => b.sameBy.length - a.sameBy.length || a.id - b.id);
}
