// The shop's people as other modules pick them: an inspection's manager and mechanic, a report's filters.
// Disabled users are listed (old work names them) and marked, so pickers can leave them out of new choices.
import type { Tx } from "../../src/platform/db.ts";
import type { Roles } from "./roles.ts";

export interface StaffMember extends Roles {
  userId: number;
  displayName: string;
  isDisabled: boolean;
}

export async function listShopStaff(tx: Tx, shopId: number): Promise<StaffMember[]> {
  return await tx<StaffMember[]>`
    select u.id as "userId", u.display_name as "displayName", u.is_disabled as "isDisabled",
           m.is_administrator as "isAdministrator", m.is_manager as "isManager", m.is_mechanic as "isMechanic"
    from shop_members m join users u on u.id = m.user_id
    where m.shop_id = ${shopId}
    order by lower(u.display_name), u.id`;
}
