// The shop's people as other modules pick them: an inspection's manager and mechanic, a report's filters.
// Disabled users are listed (old work names them) and marked, so pickers can leave them out of new choices.
import type { Tx } from "@platform/db.ts";
import { MEMBER_ROLES } from "./members_queries.server.ts";
import type { Roles } from "./roles.ts";

export interface StaffMember extends Roles {
  userId: number;
  displayName: string;
  isDisabled: boolean;
}

export async function listShopStaff(tx: Tx, shopId: number): Promise<StaffMember[]> {
  return await tx<StaffMember[]>`
    select u.id as "userId", u.display_name as "displayName", u.is_disabled as "isDisabled",
           ${tx.unsafe(MEMBER_ROLES)}
    from shop_members m join accounts_people u on u.id = m.user_id
    where m.shop_id = ${shopId}
    order by lower(u.display_name), u.id`;
}

/**
 * Who hears of something that happened on an inspection, by each person's own choice (notify mode):
 * everyone who wants everything, and those who want only what involves them when they are one of
 * `involvedUserIds` (the inspection's manager, mechanic and creator). Disabled people hear nothing.
 */
export async function listNotifiedStaff(
  tx: Tx,
  shopId: number,
  involvedUserIds: number[],
): Promise<Array<{ userId: number; email: string; displayName: string }>> {
  return await tx<{ userId: number; email: string; displayName: string }[]>`
    select u.id as "userId", u.email, u.display_name as "displayName"
    from shop_members m join accounts_people u on u.id = m.user_id
    where m.shop_id = ${shopId} and not u.is_disabled and u.email <> ''
      and (u.notify_mode = 'always' or (u.notify_mode = 'relevant' and u.id = any(${involvedUserIds}::int[])))
    order by u.id`;
}
