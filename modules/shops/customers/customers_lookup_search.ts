// The /{shop}/customers/lookup page's query (seed 000: search, name, phone, email), read on both sides.
import { type AddressQuery, readQuery } from "@platform/list_query.ts";

const PARAMS = ["search", "name", "phone", "email"] as const;

export type CustomerLookupSearch = AddressQuery<(typeof PARAMS)[number]>;

/** Each part as typed, at most 200 characters (what the lookup call reads too). */
export function readCustomerLookupSearch(query: Record<string, unknown>): CustomerLookupSearch {
  const read = readQuery(query, PARAMS);
  for (const name of PARAMS) if (read[name] !== undefined) read[name] = read[name]!.slice(0, 200);
  return read;
}
