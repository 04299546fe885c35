// The SQL of the customers pages: one page of the shop's customers as the list filters and orders them, one
// customer as their page shows them, and the page's own fields (notes, contact preference). Every query
// names the shop.
import type { Tx } from "@platform/db.ts";
import { customerMatch, like } from "../customer_lookup.ts";
import type { ContactPreference } from "../types.ts";
import type { CustomersFilter, CustomersOrder } from "./customers_search.ts";

export interface CustomerListRow {
  id: number;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneMobile: string;
  phoneLandline: string;
  email: string;
  vehicleCount: number;
}

/** What the customer's page edits beyond the inspection header's fields, and the version they share. */
export interface CustomerPageFields {
  id: number;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneMobile: string;
  phoneLandline: string;
  email: string;
  contactPref: ContactPreference;
  notes: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const VEHICLE_COUNT =
  `(select count(*) from subjects s where s.shop_id = c.shop_id and s.customer_id = c.id)::int`;

// Ties are broken by the id, so a page never repeats or skips a customer.
const ORDERS: Record<CustomersOrder, string> = {
  name: "lower(c.last_name) #, lower(c.first_name) #, lower(c.company_name) #",
  company: "lower(c.company_name) #, lower(c.last_name) #, lower(c.first_name) #",
  mobile: "c.phone_mobile #",
  email: "c.email #",
  vehicles: `${VEHICLE_COUNT} #`,
  created: "c.created_at #",
};

export async function selectCustomersPage(
  tx: Tx,
  shopId: number,
  filter: CustomersFilter,
): Promise<{ rows: CustomerListRow[]; total: number }> {
  const conditions = [tx`c.shop_id = ${shopId}`];
  if (filter.firstName) conditions.push(tx`lower(c.first_name) like ${like(filter.firstName)}`);
  if (filter.lastName) conditions.push(tx`lower(c.last_name) like ${like(filter.lastName)}`);
  // The lookup's condition names the columns alone, which here are the list's customers' (c).
  const match = filter.search ? customerMatch(tx, shopId, { search: filter.search }) : null;
  if (match) conditions.push(match);
  const where = conditions.reduce((all, one) => tx`${all} and ${one}`);
  const direction = filter.asc ? "asc" : "desc";
  const order = ORDERS[filter.orderBy].replaceAll("#", direction);
  const [rows, [{ total }]] = await Promise.all([
    tx<CustomerListRow[]>`
      select c.id, c.first_name as "firstName", c.last_name as "lastName", c.company_name as "companyName",
        c.phone_mobile as "phoneMobile", c.phone_landline as "phoneLandline", c.email,
        ${tx.unsafe(VEHICLE_COUNT)} as "vehicleCount"
      from customers c where ${where}
      order by ${tx.unsafe(order)}, c.id ${tx.unsafe(direction)}
      limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    tx<{ total: number }[]>`select count(*)::int as total from customers c where ${where}`,
  ]);
  return { rows, total };
}

const PAGE_COLUMNS = `id, first_name as "firstName", last_name as "lastName", company_name as "companyName",
  phone_mobile as "phoneMobile", phone_landline as "phoneLandline", email, contact_pref as "contactPref", notes,
  version, created_at as "createdAt", updated_at as "updatedAt"`;

export async function selectCustomerPageFields(
  tx: Tx,
  shopId: number,
  id: number,
  lock = false,
): Promise<CustomerPageFields | null> {
  const [row] = await tx<CustomerPageFields[]>`
    select ${tx.unsafe(PAGE_COLUMNS)} from customers where shop_id = ${shopId} and id = ${id}
    ${lock ? tx`for update` : tx``}`;
  return row ?? null;
}

/** Notes and contact preference, as one save with the header's fields: the version is raised once, by
 * whichever part of the save changed something first (`raiseVersion`). */
export async function writeNotesAndPreference(
  tx: Tx,
  shopId: number,
  id: number,
  fields: { notes: string; contactPref: ContactPreference },
  raiseVersion: boolean,
): Promise<void> {
  await tx`
    update customers set notes = ${fields.notes}, contact_pref = ${fields.contactPref}, updated_at = now()
      ${raiseVersion ? tx`, version = version + 1` : tx``}
    where shop_id = ${shopId} and id = ${id}`;
}
