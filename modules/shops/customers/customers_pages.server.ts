// What the customers pages show (the page gate, customers.manage, is the caller's: shopPage): the list, one
// customer's page, and the lookup page. Times are written in the shop's staff language and time zone.
import { InputError } from "@platform/errors.ts";
import { type PageWords, sayIn } from "@modules/text/ui.ts";
import {
  CUSTOMER_TRAIL_MESSAGES,
  CUSTOMERS_MESSAGES,
  sayStored,
  VEHICLE_HISTORY_MESSAGES,
} from "@modules/text/mod.ts";
import { customerEvents } from "../customer_events.ts";
import { type CustomerQuery, listCustomerVehicles, lookupCustomers } from "../customer_lookup.ts";
import type { ShopContext } from "../shop_page.ts";
import type { Vehicle } from "../types.ts";
import { formattedPhones, shopCountry } from "./customer_contact.ts";
import { type CustomerOnPage, customerOnPage, displayNameOf } from "./customer_on_page.ts";
import { selectCustomerPageFields, selectCustomersPage } from "./customers_queries.server.ts";
import { notInShop, staffWords } from "../staff_words.server.ts";
import { staffClock } from "../staff_clock.ts";
import { type CustomersFilter, customersFilterOf, type CustomersSearch } from "./customers_search.ts";

export interface CustomerListItem {
  customerId: number;
  displayName: string;
  companyName: string;
  phoneMobileFormatted: string;
  email: string;
  vehicleCount: number;
}

export interface CustomersListPage {
  customers: CustomerListItem[];
  total: number;
  /** The filter the rows answer, or null when the query was refused (error says why). */
  filter: CustomersFilter | null;
  error: string | null;
  /** The day of each listed customer's latest inspection, by customer id: the inspections module's, filled
   * in by the server function that composes the page (empty here). */
  lastVisits: Record<number, string>;
  /** The customers pages' words in the shop's staff language (decision 028). */
  words: PageWords;
}

export interface VehicleOfCustomer {
  vehicleId: number;
  /** "2019 Honda Civic", or "" when nothing names it (the page says so in its words). */
  name: string;
  plate: string;
  plateIssuer: string;
  vin: string;
}

export interface TrailEntry {
  id: number;
  at: string;
  userName: string;
  summary: string;
}

export interface CustomerPage {
  customer: CustomerOnPage;
  vehicles: VehicleOfCustomer[];
  trail: TrailEntry[];
  created: string;
  updated: string;
  /** The customers' words and the inspection history's, which the route shows on the page. */
  words: PageWords;
}

export interface LookupMatch {
  customerId: number;
  displayName: string;
  companyName: string;
  phoneMobileFormatted: string;
  phone2Formatted: string;
  email: string;
  vehicles: VehicleOfCustomer[];
}

export interface CustomerLookupPage {
  /** Null until something was asked. */
  matches: LookupMatch[] | null;
  words: PageWords;
}

function vehicleOf(vehicle: Vehicle): VehicleOfCustomer {
  return {
    vehicleId: vehicle.id,
    name: [vehicle.modelYear, vehicle.make, vehicle.model].filter(Boolean).join(" "),
    plate: vehicle.plate,
    plateIssuer: vehicle.plateIssuer,
    vin: vehicle.vin,
  };
}

export async function loadCustomersList(
  shop: ShopContext,
  search: CustomersSearch,
): Promise<CustomersListPage> {
  let filter: CustomersFilter;
  try {
    filter = customersFilterOf(search);
  } catch (refusal) {
    if (!(refusal instanceof InputError)) throw refusal;
    const words = await staffWords(shop, CUSTOMERS_MESSAGES);
    return { customers: [], total: 0, filter: null, error: refusal.message, lastVisits: {}, words };
  }
  const [{ rows, total }, country, words] = await Promise.all([
    selectCustomersPage(shop.sql, shop.shop.id, filter),
    shopCountry(shop.sql, shop.shop.id),
    staffWords(shop, CUSTOMERS_MESSAGES),
  ]);
  return {
    customers: rows.map((row) => ({
      customerId: row.id,
      displayName: displayNameOf(row),
      companyName: row.companyName,
      phoneMobileFormatted: formattedPhones(row, country).phoneMobileFormatted,
      email: row.email,
      vehicleCount: row.vehicleCount,
    })),
    total,
    filter,
    error: null,
    lastVisits: {},
    words,
  };
}

export async function loadCustomerPage(shop: ShopContext, customerId: number): Promise<CustomerPage> {
  const shopId = shop.shop.id;
  const fields = await selectCustomerPageFields(shop.sql, shopId, customerId);
  if (!fields) throw await notInShop(shop, CUSTOMERS_MESSAGES.noSuchCustomer);
  const [vehicles, events, country, words] = await Promise.all([
    listCustomerVehicles(shop.sql, shopId, [customerId]),
    customerEvents(shop.sql, shopId, customerId),
    shopCountry(shop.sql, shopId),
    // The trail's sentences are written here, with the page's words (the shop's wording of them too).
    staffWords(shop, CUSTOMERS_MESSAGES, VEHICLE_HISTORY_MESSAGES, CUSTOMER_TRAIL_MESSAGES),
  ]);
  const clock = staffClock(shop.shop);
  const say = sayIn(words);
  return {
    customer: customerOnPage(fields, country),
    vehicles: vehicles.map(vehicleOf),
    trail: events.map((event) => ({
      id: event.id,
      at: clock.format(event.at),
      userName: event.userName,
      summary: sayStored(say, event.message, event.summary),
    })),
    created: clock.format(fields.createdAt),
    updated: clock.format(fields.updatedAt),
    words,
  };
}

export async function loadCustomerLookup(
  shop: ShopContext,
  query: CustomerQuery,
): Promise<CustomerLookupPage> {
  const words = await staffWords(shop, CUSTOMERS_MESSAGES);
  if (![query.search, query.name, query.phone, query.email].some((text) => text?.trim())) {
    return { matches: null, words };
  }
  const matches = await lookupCustomers(shop.sql, shop.shop.id, query);
  return {
    words,
    matches: matches.map((match) => ({
      customerId: match.id,
      displayName: displayNameOf(match),
      companyName: match.companyName,
      phoneMobileFormatted: match.phoneMobileFormatted,
      phone2Formatted: match.phone2Formatted,
      email: match.email,
      vehicles: match.vehicles.map(vehicleOf),
    })),
  };
}
