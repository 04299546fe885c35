// The /{shop}/inspections list's query (docs/inspections/list_and_add.md): read from the address on both
// sides, so a filter survives a reload, a shared link and a page without scripts. inspectionsFilterOf checks
// it and refuses a bad value with a message (a 400 page that shows it above the filters).
import {
  type AddressQuery,
  choiceOf,
  dateRangeOf,
  idOf,
  listPagingOf,
  readQuery,
} from "@platform/list_query.ts";
import { CUSTOMER_ANSWER_STATES, INSPECTION_STATUSES, type InspectionStatus } from "../types.ts";

/** "open" (the default) is every status but closed; "all" is every status. */
export const STATUS_FILTERS = ["open", "all", ...INSPECTION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The customer's answer (decision 032): one state, any answer, or none yet; not given is every inspection. */
export const ANSWER_FILTERS = ["answered", "none", ...CUSTOMER_ANSWER_STATES] as const;
export type AnswerFilter = (typeof ANSWER_FILTERS)[number];

export const INSPECTIONS_ORDERS = [
  "created",
  "updated",
  "status",
  "customer",
  "vehicle",
  "ro",
  "type",
  "mechanic",
  "manager",
] as const;
export type InspectionsOrder = (typeof INSPECTIONS_ORDERS)[number];

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

const PARAMS = [
  "status",
  "answer",
  "search",
  "from",
  "to",
  "manager",
  "mechanic",
  "creator",
  "orderBy",
  "page",
  "pageSize",
  "asc",
] as const;
type Param = (typeof PARAMS)[number];

/** As the address carries it, as typed (a link may give numbers). */
export type InspectionsSearch = Partial<Record<Param, string | number>>;

export interface InspectionsFilter {
  statuses: InspectionStatus[];
  status: StatusFilter;
  /** The customer's answer to filter by; null for every inspection. */
  answer: AnswerFilter | null;
  /** Each word must match a customer's name, the vehicle, its plate or VIN, or the RO number. */
  words: string[];
  /** Start (inclusive) and end (exclusive) as ISO instants, or a YYYY-MM-DD day read in the shop's zone. */
  from: string | null;
  to: string | null;
  managerId: number | null;
  mechanicId: number | null;
  creatorId: number | null;
  orderBy: InspectionsOrder;
  asc: boolean;
  page: number;
  pageSize: number;
}

/** The known parameters of a query (the router's parsed search, a URL's, a form's). */
export function readInspectionsSearch(query: Record<string, unknown>): AddressQuery<Param> {
  return readQuery(query, PARAMS);
}

export function inspectionsSearchOfParams(params: URLSearchParams): AddressQuery<Param> {
  return readQuery(params, PARAMS);
}

/** The list's filter, or an InputError saying which value is wrong. */
export function inspectionsFilterOf(search: InspectionsSearch): InspectionsFilter {
  const query = readQuery(search, PARAMS);
  const status = choiceOf(query.status, "status", STATUS_FILTERS, "open");
  const paging = listPagingOf(query, {
    orders: INSPECTIONS_ORDERS,
    defaultOrder: "created",
    // Newest first by default (dates); the other columns read A to Z.
    descending: ["created", "updated"],
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: MAX_PAGE_SIZE,
  });
  return {
    status,
    statuses: status === "open"
      ? INSPECTION_STATUSES.filter((one) => one !== "closed")
      : status === "all"
      ? [...INSPECTION_STATUSES]
      : [status],
    answer: query.answer === undefined || query.answer === ""
      ? null
      : choiceOf(query.answer, "answer", ANSWER_FILTERS, "answered"),
    words: (query.search ?? "").slice(0, 100).toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5),
    ...dateRangeOf(query, "moment"),
    managerId: idOf(query.manager, "manager"),
    mechanicId: idOf(query.mechanic, "mechanic"),
    creatorId: idOf(query.creator, "creator"),
    ...paging,
  };
}
