// The shop's members: who works in which shop, with which roles. Every function takes the caller's Tx.
// People's names and addresses come through the view accounts publishes (accounts_people).
import type { Tx } from "@platform/db.ts";
import type { Roles } from "./roles.ts";
import type { UsersFilter, UserType } from "./users/users_filter.ts";

/** A member's roles as Roles names them, from shop_members taken as `m`. */
export const MEMBER_ROLES =
  `m.is_administrator as "isAdministrator", m.is_manager as "isManager", m.is_mechanic as "isMechanic"`;

export async function insertMembership(tx: Tx, shopId: number, userId: number, roles: Roles): Promise<void> {
  await tx`
    insert into shop_members (shop_id, user_id, is_administrator, is_manager, is_mechanic)
    values (${shopId}, ${userId}, ${roles.isAdministrator}, ${roles.isManager}, ${roles.isMechanic})`;
}

export interface Membership extends Roles {
  shopId: number;
  uriName: string;
  shopName: string;
}

export async function selectMemberships(tx: Tx, userId: number): Promise<Membership[]> {
  return await tx<Membership[]>`
    select m.shop_id as "shopId", s.uri_name as "uriName", s.name as "shopName", ${tx.unsafe(MEMBER_ROLES)}
    from shop_members m join shops s on s.id = m.shop_id
    where m.user_id = ${userId}
    order by s.name`;
}

export async function selectMembership(tx: Tx, shopId: number, userId: number): Promise<Roles | null> {
  const [row] = await tx<Roles[]>`
    select is_administrator as "isAdministrator", is_manager as "isManager", is_mechanic as "isMechanic"
    from shop_members where shop_id = ${shopId} and user_id = ${userId}`;
  return row ?? null;
}

/** A member as the users list shows them. */
export interface ShopUserRow extends Roles {
  id: number;
  displayName: string;
  email: string;
  phone: string;
  isDisabled: boolean;
  lastSignInAt: Date | null;
}

const ROLE_COLUMNS: Record<UserType, string> = {
  owner: "m.is_administrator",
  manager: "m.is_manager",
  mechanic: "m.is_mechanic",
};

// Owners first, then managers, then mechanics: a member ranks by their highest role.
const ROLE_RANK = "case when m.is_administrator then 0 when m.is_manager then 1 else 2 end";

function orderOf(filter: UsersFilter): string {
  const dir = filter.asc ? "asc" : "desc";
  const byName = `lower(u.display_name) ${dir}, u.id`;
  switch (filter.orderBy) {
    case "email":
      return `u.email ${dir}`;
    case "role":
      return `${ROLE_RANK} ${dir}, lower(u.display_name), u.id`;
    case "lastSignIn":
      return `u.last_sign_in_at ${dir} nulls last, lower(u.display_name), u.id`;
    default:
      return byName;
  }
}

export async function selectShopUsers(tx: Tx, shopId: number, filter: UsersFilter): Promise<ShopUserRow[]> {
  const text = filter.search.trim();
  // LIKE's own wildcards in what people type are matched literally.
  const pattern = text === "" ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Phones are stored as +15555550123; "(555) 555-0123" should find them.
  const digits = text.replace(/\D/g, "");
  return await tx<ShopUserRow[]>`
    select u.id, u.display_name as "displayName", u.email, u.phone, u.is_disabled as "isDisabled",
           u.last_sign_in_at as "lastSignInAt", ${tx.unsafe(MEMBER_ROLES)}
    from shop_members m join accounts_people u on u.id = m.user_id
    where m.shop_id = ${shopId}
      ${filter.type ? tx`and ${tx.unsafe(ROLE_COLUMNS[filter.type])}` : tx``}
      ${filter.status === "all" ? tx`` : tx`and u.is_disabled = ${filter.status === "disabled"}`}
      ${
    pattern === null ? tx`` : tx`and (u.display_name ilike ${pattern} or u.email ilike ${pattern}
                                    or (${digits} <> '' and u.phone like ${`%${digits}%`}))`
  }
    order by ${tx.unsafe(orderOf(filter))}`;
}

export async function updateMembershipRoles(
  tx: Tx,
  shopId: number,
  userId: number,
  roles: Roles,
): Promise<void> {
  await tx`
    update shop_members
    set is_administrator = ${roles.isAdministrator}, is_manager = ${roles.isManager},
        is_mechanic = ${roles.isMechanic}
    where shop_id = ${shopId} and user_id = ${userId}`;
}

/** The shop's enabled owners, locked until the transaction ends, so two owners cannot both step down. */
export async function lockShopOwners(tx: Tx, shopId: number): Promise<number[]> {
  const rows = await tx<{ userId: number }[]>`
    select m.user_id as "userId"
    from shop_members m join accounts_people u on u.id = m.user_id
    where m.shop_id = ${shopId} and m.is_administrator and not u.is_disabled
    for update of m`;
  return rows.map((row) => row.userId);
}
