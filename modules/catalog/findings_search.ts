// The /findings list's query (docs/catalog/findings_and_priorities.md): read from the address on both sides,
// so a filter survives a reload, a shared link and a page without scripts. The address keeps what was typed;
// findingsFilterOf checks it and refuses bad values with a message (400), which the page shows above its
// filters so they can be corrected.
import { InputError } from "../../src/platform/errors.ts";
import type { FindingStatus } from "./types.ts";

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

const TEXT_PARAMS = [
  "search",
  "categoryId",
  "createdBy",
  "from",
  "to",
  "orderBy",
  "page",
  "pageSize",
  "asc",
] as const;
type TextParam = (typeof TEXT_PARAMS)[number];

/** As the address carries it: every known parameter, as typed; empty ones are left out. Whole numbers are
 * numbers (except in search), as the router writes them plainly (a text "2" would be written "%222%22"). */
export type FindingsSearch =
  & Partial<Record<Exclude<TextParam, "search"> | FindingsSwitch, string | number>>
  & {
    search?: string;
  };

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

/** One value of a parameter: a repeated one (a hidden 0 before its checkbox's 1) counts by its last value. */
function lastOf(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value.at(-1) : value;
  if (last === undefined || last === null) return undefined;
  const text = String(last).trim();
  return text === "" ? undefined : text;
}

/** The known parameters of a query (the router's parsed search, a URL's, a form's). */
export function readFindingsSearch(query: Record<string, unknown>): FindingsSearch {
  const search: FindingsSearch = {};
  for (const name of [...TEXT_PARAMS, ...Object.keys(FINDINGS_SWITCHES) as FindingsSwitch[]]) {
    const value = lastOf(query[name]);
    if (value === undefined) continue;
    if (name === "search") search.search = value;
    else search[name] = /^(0|[1-9]\d{0,8})$/.test(value) ? Number(value) : value;
  }
  return search;
}

/** A query's parameters from URLSearchParams (a form's GET, an /ajax call), the last of repeated ones. */
export function findingsSearchOfParams(params: URLSearchParams): FindingsSearch {
  const query: Record<string, string[]> = {};
  for (const [name, value] of params) (query[name] ??= []).push(value);
  return readFindingsSearch(query);
}

/** A parameter as text, or undefined when it is not given. */
function textOf(search: FindingsSearch, name: keyof FindingsSearch): string | undefined {
  const value = search[name];
  return value === undefined ? undefined : String(value);
}

function switchOf(search: FindingsSearch, name: FindingsSwitch): boolean {
  const value = textOf(search, name);
  if (value === undefined) return FINDINGS_SWITCHES[name];
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  throw new InputError(`${name} must be 1 or 0.`);
}

function wholeNumber(value: string | undefined, name: string, min: number, max: number): number | null {
  if (value === undefined) return null;
  const number = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new InputError(`${name} must be a whole number from ${min} to ${max}; "${value}" is not.`);
  }
  return number;
}

/** A real calendar day written YYYY-MM-DD. */
function isoDate(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match && new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  if (!match || !day || day.getUTCMonth() !== +match[2] - 1 || day.getUTCDate() !== +match[3]) {
    throw new InputError(`${name} must be a date written YYYY-MM-DD; "${value}" is not.`);
  }
  return value;
}

/** The list's filter, or an InputError saying which value is wrong. */
export function findingsFilterOf(search: FindingsSearch): FindingsFilter {
  const orderBy = textOf(search, "orderBy") ?? "created";
  if (!(FINDINGS_ORDERS as readonly string[]).includes(orderBy)) {
    throw new InputError(`orderBy must be one of ${FINDINGS_ORDERS.join(", ")}; "${orderBy}" is not.`);
  }
  const from = isoDate(textOf(search, "from"), "from");
  const to = isoDate(textOf(search, "to"), "to");
  if (from && to && from > to) {
    throw new InputError(`The "from" date (${from}) is after the "to" date (${to}).`);
  }
  const asc = textOf(search, "asc");
  if (asc !== undefined && asc !== "1" && asc !== "0") throw new InputError("asc must be 1 or 0.");
  const statuses = (Object.keys(STATUS_SWITCHES) as FindingStatus[]).filter((status) =>
    switchOf(search, STATUS_SWITCHES[status])
  );
  return {
    words: (textOf(search, "search") ?? "").slice(0, 200).toLowerCase().split(/\s+/).filter(Boolean),
    categoryId: wholeNumber(textOf(search, "categoryId"), "categoryId", 1, 2 ** 31 - 1),
    createdBy: wholeNumber(textOf(search, "createdBy"), "createdBy", 1, 2 ** 31 - 1),
    from,
    to,
    statuses,
    customerColumns: switchOf(search, "c"),
    includeInactive: switchOf(search, "a"),
    columns: {
      creator: switchOf(search, "icn"),
      createdAt: switchOf(search, "ica"),
      lastEdited: switchOf(search, "icl"),
      order: switchOf(search, "ico"),
    },
    orderBy: orderBy as FindingsOrder,
    // Newest first by default; the other columns read A to Z (or in the shop's priority order).
    asc: asc === undefined ? orderBy !== "created" : asc === "1",
    page: wholeNumber(textOf(search, "page"), "page", 1, 100_000) ?? 1,
    pageSize: wholeNumber(textOf(search, "pageSize"), "pageSize", 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
}
