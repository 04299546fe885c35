// The one reader of list pages' queries (findings, inspections, tasks, users and every list to come), used on
// both sides: by a route's validateSearch, by its page's server function and by the /ajax calls that take the
// same query. Seed 000 section 5: boolean values are 1 or 0, dates are ISO with an offset (a bare YYYY-MM-DD
// when the time is midnight).
//
// Two steps. `readQuery` keeps what the address carries, as typed (so a bad value can be shown back in the
// filter form); the `...Of` readers check one value each and throw an InputError whose message the page shows
// above its filters with a 400. A list that prefers to drop a bad value (an old bookmark still opens) uses
// `dropInvalid`.
import { InputError } from "./errors.ts";

/** A query as the address carries it: the known parameters, trimmed, empty ones left out. */
export type AddressQuery<Name extends string> = Partial<Record<Name, string>>;

/** One value of a parameter: a repeated one (a hidden 0 before its checkbox's 1) counts by its last value. */
function lastOf(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value.at(-1) : value;
  if (last === undefined || last === null) return undefined;
  const text = String(last).trim();
  return text === "" ? undefined : text;
}

/** The named parameters of a query (the router's parsed search, a form's, an /ajax call's URL). */
export function readQuery<Name extends string>(
  query: Record<string, unknown> | URLSearchParams,
  names: readonly Name[],
): AddressQuery<Name> {
  const values: Record<string, unknown> = query instanceof URLSearchParams ? valuesOfParams(query) : query;
  const read: AddressQuery<Name> = {};
  for (const name of names) {
    const value = lastOf(values[name]);
    if (value !== undefined) read[name] = value;
  }
  return read;
}

function valuesOfParams(params: URLSearchParams): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of params) (values[name] ??= []).push(value);
  return values;
}

/** The value, or undefined where reading it throws: for lists that drop what they cannot use. */
export function dropInvalid<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/** One of the allowed values, or the fallback when not given. */
export function choiceOf<T extends string>(
  value: string | undefined,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(choices as readonly string[]).includes(value)) {
    throw new InputError(`${name} must be one of ${choices.join(", ")}; "${value}" is not.`);
  }
  return value as T;
}

/** A 1 or 0 switch ("true" and "false" are read too, as older links wrote them). */
export function flagOf(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  throw new InputError(`${name} must be 1 or 0.`);
}

/** A whole number within bounds, or null when not given. */
export function wholeNumberOf(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
): number | null {
  if (value === undefined) return null;
  const number = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new InputError(`${name} must be a whole number from ${min} to ${max}; "${value}" is not.`);
  }
  return number;
}

/** A row id (a person, a category, ...), or null when not given. */
export function idOf(value: string | undefined, name: string): number | null {
  return wholeNumberOf(value, name, 1, 2 ** 31 - 1);
}

/** A real calendar day written YYYY-MM-DD, or null when not given. */
function dayOf(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  if (isCalendarDay(value)) return value;
  throw new InputError(`${name} must be a date written YYYY-MM-DD; "${value}" is not.`);
}

/** A day (YYYY-MM-DD, kept as written) or an ISO date and time with its offset (as the instant, in UTC). */
function momentOf(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  if (isCalendarDay(value)) return value;
  if (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  ) {
    return new Date(value).toISOString();
  }
  throw new InputError(
    `${name} must be a date written YYYY-MM-DD (or an ISO date and time with its offset); "${value}" is not.`,
  );
}

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return day.getUTCMonth() === +match[2] - 1 && day.getUTCDate() === +match[3];
}

/** from and to, each a day or (with moments) an instant; a range that ends before it starts is refused. */
export function dateRangeOf(
  query: AddressQuery<"from" | "to">,
  kind: "day" | "moment",
): { from: string | null; to: string | null } {
  const read = kind === "day" ? dayOf : momentOf;
  const from = read(query.from, "from");
  const to = read(query.to, "to");
  // A day and an instant are not compared: the day is read in the shop's zone, by the query.
  if (from && to && from.length === to.length && from > to) {
    throw new InputError(`The "from" date (${from}) is after the "to" date (${to}).`);
  }
  return { from, to };
}

/** The sort and page of a list. */
export interface ListPaging<Order extends string> {
  orderBy: Order;
  asc: boolean;
  page: number;
  pageSize: number;
}

export interface ListPagingRules<Order extends string> {
  orders: readonly Order[];
  defaultOrder: Order;
  /** The orders that read newest or largest first unless asc says otherwise (dates, mostly). */
  descending?: readonly Order[];
  defaultPageSize: number;
  maxPageSize: number;
}

/** orderBy, asc, page and pageSize, checked, with the list's defaults. */
export function listPagingOf<Order extends string>(
  query: AddressQuery<"orderBy" | "asc" | "page" | "pageSize">,
  rules: ListPagingRules<Order>,
): ListPaging<Order> {
  const orderBy = choiceOf(query.orderBy, "orderBy", rules.orders, rules.defaultOrder);
  if (query.asc !== undefined && query.asc !== "1" && query.asc !== "0") {
    throw new InputError("asc must be 1 or 0.");
  }
  return {
    orderBy,
    asc: query.asc === undefined ? !(rules.descending ?? []).includes(orderBy) : query.asc === "1",
    page: wholeNumberOf(query.page, "page", 1, 100_000) ?? 1,
    pageSize: wholeNumberOf(query.pageSize, "pageSize", 1, rules.maxPageSize) ?? rules.defaultPageSize,
  };
}
