// How a shop sees people in it, for what accounts decides without knowing shops: who may act as whom
// (impersonation) and where a person lands after signing in.
import type { Sql } from "@platform/db.ts";
import { type ImpersonationShop, registerHomePath } from "../accounts/mod.ts";
import { selectMembership, selectMemberships } from "./members_queries.server.ts";
import { startPathOf } from "./shop_home.ts";

export function impersonationShop(shopId: number): ImpersonationShop {
  return {
    id: shopId,
    async standingOf(tx, userId) {
      const roles = await selectMembership(tx, shopId, userId);
      return roles && { isOwner: roles.isAdministrator };
    },
  };
}

/** A person's home after signing in: their one shop's start page for their roles, or the shop picker. */
async function homePathOf(sql: Sql, userId: number): Promise<string> {
  return startPathOf(await selectMemberships(sql, userId));
}

/** At start-up: accounts asks this module where a person lands after signing in. */
export function registerMemberHome(): void {
  registerHomePath(homePathOf);
}
