// The /{shop}/inspections list's query (docs/inspections/list_and_add.md): read from the address on both
// sides, so a filter survives a reload, a shared link and a page without scripts. inspectionsFilterOf checks
// it and refuses a bad value with a message (a 400 page that shows it above the filters).
import { InputError } from "../../src/platform/errors.ts";
import { INSPECTION_STATUSES, type InspectionStatus } from "./types.ts";

/** "open" (the default) is every status but closed; "all" is every status. */
export const STATUS_FILTERS = ["open", "all", ...INSPECTION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

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

/** As the address carries it, as typed; whole numbers are numbers (the router writes them plainly). */
export type InspectionsSearch = Partial<Record<Exclude<Param, "search">, string | number>> & {
  search?: string;
};

export interface InspectionsFilter {
  statuses: InspectionStatus[];
  status: StatusFilter;
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

function lastOf(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value.at(-1) : value;
  if (last === undefined || last === null) return undefined;
  const text = String(last).trim();
  return text === "" ? undefined : text;
}

/** The known parameters of a query (the router's parsed search, a URL's, a form's). */
export function readInspectionsSearch(query: Record<string, unknown>): InspectionsSearch {
  const search: InspectionsSearch = {};
  for (const name of PARAMS) {
    const value = lastOf(query[name]);
    if (value === undefined) continue;
    if (name === "search") search.search = value;
    else search[name] = /^(0|[1-9]\d{0,8})$/.test(value) ? Number(value) : value;
  }
  return search;
}

export function inspectionsSearchOfParams(params: URLSearchParams): InspectionsSearch {
  const query: Record<string, string[]> = {};
  for (const [name, value] of params) (query[name] ??= []).push(value);
  return readInspectionsSearch(query);
}

function textOf(search: InspectionsSearch, name: Param): string | undefined {
  const value = search[name];
  return value === undefined ? undefined : String(value);
}

function wholeNumber(search: InspectionsSearch, name: Param, min: number, max: number): number | null {
  const value = textOf(search, name);
  if (value === undefined) return null;
  const number = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new InputError(`${name} must be a whole number from ${min} to ${max}; "${value}" is not.`);
  }
  return number;
}

/** A real calendar day (YYYY-MM-DD), or an ISO date and time with its offset (seed: "ISO with offset"). */
export function isoMoment(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const date = new Date(Date.UTC(+day[1], +day[2] - 1, +day[3]));
    if (date.getUTCMonth() === +day[2] - 1 && date.getUTCDate() === +day[3]) return value;
  } else if (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  ) {
    return new Date(value).toISOString();
  }
  throw new InputError(
    `${name} must be a date written YYYY-MM-DD (or an ISO date and time with its offset); "${value}" is not.`,
  );
}

/** The list's filter, or an InputError saying which value is wrong. */
export function inspectionsFilterOf(search: InspectionsSearch): InspectionsFilter {
  const status = textOf(search, "status") ?? "open";
  if (!(STATUS_FILTERS as readonly string[]).includes(status)) {
    throw new InputError(`status must be one of ${STATUS_FILTERS.join(", ")}; "${status}" is not.`);
  }
  const orderBy = textOf(search, "orderBy") ?? "created";
  if (!(INSPECTIONS_ORDERS as readonly string[]).includes(orderBy)) {
    throw new InputError(`orderBy must be one of ${INSPECTIONS_ORDERS.join(", ")}; "${orderBy}" is not.`);
  }
  const asc = textOf(search, "asc");
  if (asc !== undefined && asc !== "1" && asc !== "0") throw new InputError("asc must be 1 or 0.");
  const from = isoMoment(textOf(search, "from"), "from");
  const to = isoMoment(textOf(search, "to"), "to");
  if (from && to && from.length === to.length && from > to) {
    throw new InputError(`The "from" date (${from}) is after the "to" date (${to}).`);
  }
  const id = (name: Param) => wholeNumber(search, name, 1, 2 ** 31 - 1);
  return {
    status: status as StatusFilter,
    statuses: status === "open"
      ? INSPECTION_STATUSES.filter((one) => one !== "closed")
      : status === "all"
      ? [...INSPECTION_STATUSES]
      : [status as InspectionStatus],
    words: (textOf(search, "search") ?? "").slice(0, 100).toLowerCase().split(/\s+/).filter(Boolean)
      .slice(0, 5),
    from,
    to,
    managerId: id("manager"),
    mechanicId: id("mechanic"),
    creatorId: id("creator"),
    orderBy: orderBy as InspectionsOrder,
    // Newest first by default (dates); the other columns read A to Z.
    asc: asc === undefined ? !["created", "updated"].includes(orderBy) : asc === "1",
    page: wholeNumber(search, "page", 1, 100_000) ?? 1,
    pageSize: wholeNumber(search, "pageSize", 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
}
