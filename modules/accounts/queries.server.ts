// The accounts module's SQL. Every function takes the caller's Tx.
import type { Tx } from "../../src/platform/db.ts";
import type { Roles } from "./roles.ts";
import type { User } from "./types.ts";

export async function insertUser(
  tx: Tx,
  user: { email: string; displayName: string; passwordHash: string | null; isPlatformAdmin: boolean },
): Promise<User | null> {
  const [row] = await tx<User[]>`
    insert into users (email, display_name, password_hash, is_platform_admin)
    values (${user.email}, ${user.displayName}, ${user.passwordHash}, ${user.isPlatformAdmin})
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
