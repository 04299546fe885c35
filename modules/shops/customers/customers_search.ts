// The /{shop}/customers list's query (seed 000: fname, lname, search, orderBy, page, pageSize, asc): read from
// the address on both sides, so a filter survives a reload, a shared link and a page without scripts.
// customersFilterOf checks it and refuses a bad value with a message (a 400 page that shows it above the
// filters).
import { type AddressQuery, listPagingOf, readQuery } from "@platform/list_query.ts";

export const CUSTOMERS_ORDERS = ["name", "company", "mobile", "email", "vehicles", "created"] as const;
export type CustomersOrder = (typeof CUSTOMERS_ORDERS)[number];

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

const PARAMS = ["fname", "lname", "search", "orderBy", "page", "pageSize", "asc"] as const;
type Param = (typeof PARAMS)[number];

/** As the address carries it, as typed (a link may give numbers). */
export type CustomersSearch = Partial<Record<Param, string | number>>;

export interface CustomersFilter {
  /** The start of the first name and of the last name (lower case; '' for any). */
  firstName: string;
  lastName: string;
  /** A name, a phone number (its last digits) or an e-mail address: customer_lookup.ts tells them apart. */
  search: string;
  orderBy: CustomersOrder;
  asc: boolean;
  page: number;
  pageSize: number;
}

/** The known parameters of a query (the router's parsed search, a form's). */
export function readCustomersSearch(query: Record<string, unknown>): AddressQuery<Param> {
  return readQuery(query, PARAMS);
}

export function customersSearchOfParams(params: URLSearchParams): AddressQuery<Param> {
  return readQuery(params, PARAMS);
}

/** The list's filter, or an InputError saying which value is wrong. */
export function customersFilterOf(search: CustomersSearch): CustomersFilter {
  const query = readQuery(search, PARAMS);
  return {
    firstName: (query.fname ?? "").slice(0, 80).toLowerCase(),
    lastName: (query.lname ?? "").slice(0, 80).toLowerCase(),
    search: (query.search ?? "").slice(0, 200),
    ...listPagingOf(query, {
      orders: CUSTOMERS_ORDERS,
      defaultOrder: "name",
      // Newest and most vehicles first by default; names and addresses read A to Z.
      descending: ["created", "vehicles"],
      defaultPageSize: DEFAULT_PAGE_SIZE,
      maxPageSize: MAX_PAGE_SIZE,
    }),
  };
}
