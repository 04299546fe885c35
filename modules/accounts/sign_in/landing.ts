// Where a person lands after signing in when no page asked for one. Accounts knows people, not where they
// work: the shops module registers the answer at start-up (their one shop's start page for their roles, or
// the shop picker).
import type { Sql } from "@platform/db.ts";

export type HomePathOf = (sql: Sql, userId: number) => Promise<string>;

let homePathOf: HomePathOf = () => Promise.resolve("/switch-shop");

export function registerHomePath(of: HomePathOf): void {
  homePathOf = of;
}

/** Where they were going, or their home (the shops module's answer). */
export async function landingPath(sql: Sql, userId: number, redirectTo: string | null): Promise<string> {
  return redirectTo ?? await homePathOf(sql, userId);
}
