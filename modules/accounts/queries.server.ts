// The accounts module's SQL. Every function takes the caller's Tx.
import type { Tx } from "../../src/platform/db.ts";
import type { Roles } from "./roles.ts";
import type { User } from "./types.ts";
import type { UsersFilter, UserType } from "./users_filter.ts";

export async function insertUser(
  tx: Tx,
  user: {
    email: string;
    displayName: string;
    phone?: string;
    passwordHash: string | null;
    adminSetPassword?: string | null;
    isPlatformAdmin: boolean;
  },
): Promise<User | null> {
  const [row] = await tx<User[]>`
    insert into users (email, display_name, phone, password_hash, admin_set_password, is_platform_admin)
    values (${user.email}, ${user.displayName}, ${user.phone ?? ""}, ${user.passwordHash},
            ${user.adminSetPassword ?? null}, ${user.isPlatformAdmin})
    on conflict (email) do nothing
    returning id, email, display_name as "displayName", is_platform_admin as "isPlatformAdmin",
              is_disabled as "isDisabled"`;
  return row ?? null;
}

export async function insertMembership(tx: Tx, shopId: number, userId: number, roles: Roles): Promise<void> {
  await tx`
    insert into shop_members (shop_id, user_id, is_administrator, is_manager, is_mechanic)
    values (${shopId}, ${userId}, ${roles.isAdministrator}, ${roles.isManager}, ${roles.isMechanic})`;
}

/** A user as sign-in and the users pages need them. */
export interface UserRecord {
  id: number;
  email: string;
  displayName: string;
  phone: string;
  passwordHash: string | null;
  adminSetPassword: string | null;
  isPlatformAdmin: boolean;
  isDisabled: boolean;
  emailConfirmedAt: Date | null;
  phoneConfirmedAt: Date | null;
  notifyMode: "always" | "relevant" | "disabled";
  timeZone: string;
  lastSignInAt: Date | null;
}

const USER_COLUMNS = `id, email, display_name as "displayName", phone, password_hash as "passwordHash",
  admin_set_password as "adminSetPassword", is_platform_admin as "isPlatformAdmin", is_disabled as "isDisabled",
  email_confirmed_at as "emailConfirmedAt", phone_confirmed_at as "phoneConfirmedAt",
  notify_mode as "notifyMode", time_zone as "timeZone", last_sign_in_at as "lastSignInAt"`;

export async function selectUserById(tx: Tx, id: number): Promise<UserRecord | null> {
  const [row] = await tx<UserRecord[]>`select ${tx.unsafe(USER_COLUMNS)} from users where id = ${id}`;
  return row ?? null;
}

export async function selectUserByEmail(tx: Tx, email: string): Promise<UserRecord | null> {
  const [row] = await tx<UserRecord[]>`select ${tx.unsafe(USER_COLUMNS)} from users where email = ${email}`;
  return row ?? null;
}

export async function selectUserByPhone(tx: Tx, phone: string): Promise<UserRecord | null> {
  const [row] = await tx<UserRecord[]>`
    select ${tx.unsafe(USER_COLUMNS)} from users where phone = ${phone} and phone <> ''`;
  return row ?? null;
}

export async function recordSignIn(tx: Tx, userId: number): Promise<void> {
  // The first sign-in ends the revealable copy of a password an administrator set.
  await tx`update users set last_sign_in_at = now(), admin_set_password = null where id = ${userId}`;
}

export interface Membership {
  shopId: number;
  uriName: string;
  shopName: string;
  isAdministrator: boolean;
  isManager: boolean;
  isMechanic: boolean;
}

export async function selectMemberships(tx: Tx, userId: number): Promise<Membership[]> {
  return await tx<Membership[]>`
    select m.shop_id as "shopId", s.uri_name as "uriName", s.name as "shopName",
           m.is_administrator as "isAdministrator", m.is_manager as "isManager", m.is_mechanic as "isMechanic"
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
           u.last_sign_in_at as "lastSignInAt", m.is_administrator as "isAdministrator",
           m.is_manager as "isManager", m.is_mechanic as "isMechanic"
    from shop_members m join users u on u.id = m.user_id
    where m.shop_id = ${shopId}
      ${filter.type ? tx`and ${tx.unsafe(ROLE_COLUMNS[filter.type])}` : tx``}
      ${filter.status === "all" ? tx`` : tx`and u.is_disabled = ${filter.status === "disabled"}`}
      ${
    pattern === null ? tx`` : tx`and (u.display_name ilike ${pattern} or u.email ilike ${pattern}
                                    or (${digits} <> '' and u.phone like ${`%${digits}%`}))`
  }
    order by ${tx.unsafe(orderOf(filter))}`;
}

/** The columns a user's own page and an owner's edit form change; a changed address is unconfirmed again. */
export interface UserChanges {
  displayName?: string;
  email?: string;
  phone?: string;
  notifyMode?: UserRecord["notifyMode"];
  timeZone?: string;
}

export async function updateUserColumns(tx: Tx, userId: number, changes: UserChanges): Promise<void> {
  const email = changes.email ?? null;
  const phone = changes.phone ?? null;
  await tx`
    update users set
      display_name = coalesce(${changes.displayName ?? null}, display_name),
      email = coalesce(${email}::text, email),
      email_confirmed_at = case when ${email}::text <> email then null else email_confirmed_at end,
      phone = coalesce(${phone}::text, phone),
      phone_confirmed_at = case when ${phone}::text <> phone then null else phone_confirmed_at end,
      notify_mode = coalesce(${changes.notifyMode ?? null}, notify_mode),
      time_zone = coalesce(${changes.timeZone ?? null}, time_zone),
      updated_at = now()
    where id = ${userId}`;
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
    from shop_members m join users u on u.id = m.user_id
    where m.shop_id = ${shopId} and m.is_administrator and not u.is_disabled
    for update of m`;
  return rows.map((row) => row.userId);
}

export async function updateUserDisabled(tx: Tx, userId: number, disabled: boolean): Promise<void> {
  await tx`update users set is_disabled = ${disabled}, updated_at = now() where id = ${userId}`;
}

/** A password the user chose: the revealable copy of one an administrator set is gone with it. */
export async function updatePasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx`
    update users set password_hash = ${passwordHash}, admin_set_password = null, updated_at = now()
    where id = ${userId}`;
}
