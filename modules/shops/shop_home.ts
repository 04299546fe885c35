// Where a person starts in a shop: a mechanic in the bay, on the quicklist of open inspections, one tap
// from a car's checklist; who audits (owners, managers, a platform admin acting as owner) on the inspections
// list, where the day's work is followed. Sign-in, the shop picker and the shop's own address all open it.
// Client-safe: the shop's home route redirects with it.
import { hasPermission } from "./permissions.ts";
import type { Roles } from "./roles.ts";

export function shopHomePath(uriName: string, roles: Roles): string {
  return hasPermission(roles, "inspections.audit")
    ? `/${uriName}/inspections`
    : `/${uriName}/open-new-inspection-quicklist`;
}

/** Where a person starts after signing in: their one shop's start page, or the shop picker. */
export function startPathOf(memberships: ReadonlyArray<Roles & { uriName: string }>): string {
  return memberships.length === 1 ? shopHomePath(memberships[0].uriName, memberships[0]) : "/switch-shop";
}
