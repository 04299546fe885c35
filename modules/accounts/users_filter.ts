// The users list's query (/{shop}/users?type=&status=&search=&orderBy=&asc=): read from the address on
// both sides, so a filter survives a reload, a shared link and a page without scripts.
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

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((v) => v === value);
}

/** Unknown values are dropped rather than refused: an old bookmark still opens the list. */
export function readUsersSearch(query: Record<string, unknown>): UsersSearch {
  const search: UsersSearch = {};
  const type = oneOf(USER_TYPES, query.type);
  if (type) search.type = type;
  const status = oneOf(USER_STATUSES, query.status);
  if (status && status !== "active") search.status = status;
  if (typeof query.search === "string" && query.search.trim() !== "") search.search = query.search.trim();
  const orderBy = oneOf(USERS_ORDERS, query.orderBy);
  if (orderBy && orderBy !== "name") search.orderBy = orderBy;
  if (query.asc === 0 || query.asc === "0" || query.asc === false || query.asc === "false") search.asc = 0;
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
