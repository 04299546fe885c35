// The users list's query (/{shop}/users?type=&status=&search=&orderBy=&asc=): read from the address on
// both sides, so a filter survives a reload, a shared link and a page without scripts.
import { choiceOf, dropInvalid, flagOf, readQuery } from "@platform/list_query.ts";

export type UserType = "owner" | "manager" | "mechanic";
export type UserStatus = "active" | "disabled" | "all";
export type UsersOrder = "name" | "email" | "role" | "lastSignIn";

/** As the address carries it: defaults are left out, so the plain list has a plain address. */
export interface UsersSearch {
  type?: UserType;
  status?: Exclude<UserStatus, "active">;
  search?: string;
  orderBy?: Exclude<UsersOrder, "name">;
  /** Boolean query values are 1 or 0; ascending is the default. */
  asc?: 0;
}

export interface UsersFilter {
  type: UserType | null;
  status: UserStatus;
  search: string;
  orderBy: UsersOrder;
  asc: boolean;
}

export const USER_TYPES: readonly UserType[] = ["owner", "manager", "mechanic"];
export const USER_STATUSES: readonly UserStatus[] = ["active", "disabled", "all"];
export const USERS_ORDERS: readonly UsersOrder[] = ["name", "email", "role", "lastSignIn"];

/** Unknown values are dropped rather than refused: an old bookmark still opens the list. */
export function readUsersSearch(raw: Record<string, unknown>): UsersSearch {
  const query = readQuery(raw, ["type", "status", "search", "orderBy", "asc"]);
  const search: UsersSearch = {};
  const type = query.type && dropInvalid(() => choiceOf(query.type, "type", USER_TYPES, "owner"));
  if (type) search.type = type;
  const status = dropInvalid(() => choiceOf(query.status, "status", USER_STATUSES, "active"));
  if (status && status !== "active") search.status = status;
  if (query.search) search.search = query.search;
  const orderBy = dropInvalid(() => choiceOf(query.orderBy, "orderBy", USERS_ORDERS, "name"));
  if (orderBy && orderBy !== "name") search.orderBy = orderBy;
  if (dropInvalid(() => flagOf(query.asc, "asc", true)) === false) search.asc = 0;
  return search;
}

export function usersFilterOf(search: UsersSearch): UsersFilter {
  return {
    type: search.type ?? null,
    status: search.status ?? "active",
    search: (search.search ?? "").slice(0, 200),
    orderBy: search.orderBy ?? "name",
    asc: search.asc !== 0,
  };
}
