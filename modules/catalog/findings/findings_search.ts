// The /findings list's query (docs/catalog/findings_and_priorities.md): read from the address on both sides,
// so a filter survives a reload, a shared link and a page without scripts. The address keeps what was typed;
// findingsFilterOf checks it and refuses bad values with a message (400), which the page shows above its
// filters so they can be corrected.
import {
  type AddressQuery,
  dateRangeOf,
  flagOf,
  idOf,
  listPagingOf,
  readQuery,
} from "@platform/list_query.ts";
import type { FindingStatus } from "../types.ts";

export const FINDINGS_ORDERS = ["text", "task", "category", "created", "status", "priority"] as const;
export type FindingsOrder = (typeof FINDINGS_ORDERS)[number];

/** The 1/0 switches and their defaults: statuses shown, customer columns, all tasks, included columns. */
export const FINDINGS_SWITCHES = {
  fn: true,
  fa: true,
  fl: true,
  fo: false,
  c: false,
  a: false,
  icn: true,
  ica: true,
  icl: false,
  ico: false,
} as const;
export type FindingsSwitch = keyof typeof FINDINGS_SWITCHES;

/** Which status each of fn, fa, fl, fo shows ("o" for out of use). */
export const STATUS_SWITCHES: Record<FindingStatus, FindingsSwitch> = {
  new: "fn",
  audited: "fa",
  legacy: "fl",
  archived: "fo",
};

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

const PARAMS = [
  "search",
  "categoryId",
  "createdBy",
  "from",
  "to",
  "orderBy",
  "page",
  "pageSize",
  "asc",
  ...Object.keys(FINDINGS_SWITCHES) as FindingsSwitch[],
] as const;
type Param = (typeof PARAMS)[number];

/** As the address carries it: every known parameter, as typed (a link may give numbers). */
export type FindingsSearch = Partial<Record<Param, string | number>>;

export interface FindingsFilter {
  /** Every word must appear in the finding's text, its task's name, its explanation or recommendation. */
  words: string[];
  categoryId: number | null;
  createdBy: number | null;
  /** Inclusive ISO dates (YYYY-MM-DD) in the shop's time zone. */
  from: string | null;
  to: string | null;
  statuses: FindingStatus[];
  customerColumns: boolean;
  includeInactive: boolean;
  columns: { creator: boolean; createdAt: boolean; lastEdited: boolean; order: boolean };
  orderBy: FindingsOrder;
  asc: boolean;
  page: number;
  pageSize: number;
}

/** The known parameters of a query (the router's parsed search, a URL's, a form's). */
export function readFindingsSearch(query: Record<string, unknown>): AddressQuery<Param> {
  return readQuery(query, PARAMS);
}

/** A query's parameters from URLSearchParams (a form's GET, an /ajax call), the last of repeated ones. */
export function findingsSearchOfParams(params: URLSearchParams): AddressQuery<Param> {
  return readQuery(params, PARAMS);
}

/** The list's filter, or an InputError saying which value is wrong. */
export function findingsFilterOf(search: FindingsSearch): FindingsFilter {
  const query = readQuery(search, PARAMS);
  const switchOf = (name: FindingsSwitch) => flagOf(query[name], name, FINDINGS_SWITCHES[name]);
  const paging = listPagingOf(query, {
    orders: FINDINGS_ORDERS,
    defaultOrder: "created",
    // Newest first by default; the other columns read A to Z (or in the shop's priority order).
    descending: ["created"],
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: MAX_PAGE_SIZE,
  });
  const { from, to } = dateRangeOf(query, "day");
  return {
    words: (query.search ?? "").slice(0, 200).toLowerCase().split(/\s+/).filter(Boolean),
    categoryId: idOf(query.categoryId, "categoryId"),
    createdBy: idOf(query.createdBy, "createdBy"),
    from,
    to,
    statuses: (Object.keys(STATUS_SWITCHES) as FindingStatus[]).filter((status) =>
      switchOf(STATUS_SWITCHES[status])
    ),
    customerColumns: switchOf("c"),
    includeInactive: switchOf("a"),
    columns: {
      creator: switchOf("icn"),
      createdAt: switchOf("ica"),
      lastEdited: switchOf("icl"),
      order: switchOf("ico"),
    },
    ...paging,
  };
}
