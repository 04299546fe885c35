// The accounts module's SQL. Every function takes the caller's Tx.
import type { Tx } from "@platform/db.ts";
import type { User } from "./types.ts";

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

export async function updateUserDisabled(tx: Tx, userId: number, disabled: boolean): Promise<void> {
  await tx`update users set is_disabled = ${disabled}, updated_at = now() where id = ${userId}`;
}

/** A password the user chose: the revealable copy of one an administrator set is gone with it. */
export async function updatePasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx`
    update users set password_hash = ${passwordHash}, admin_set_password = null, updated_at = now()
    where id = ${userId}`;
}
