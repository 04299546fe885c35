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
