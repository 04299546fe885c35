// A member's role flags in one shop. The administrator flag is shown to people as "shop owner".
import { InputError } from "@platform/errors.ts";

export interface Roles {
  isAdministrator: boolean;
  isManager: boolean;
  isMechanic: boolean;
}

const NAMES: Record<string, keyof Roles> = {
  owner: "isAdministrator",
  administrator: "isAdministrator",
  manager: "isManager",
  mechanic: "isMechanic",
};

/** Parses "owner", "manager,mechanic", ... Unknown names and an empty list are refused. */
export function parseRoles(text: string): Roles | string {
  const roles: Roles = { isAdministrator: false, isManager: false, isMechanic: false };
  const names = text.split(/[\s,]+/).filter(Boolean).map((n) => n.toLowerCase());
  if (names.length === 0) return "Give at least one role: owner, manager or mechanic.";
  for (const name of names) {
    const flag = NAMES[name];
    if (!flag) {
      return `"${name}" is not a role; use owner, manager or mechanic (several separated by commas).`;
    }
    roles[flag] = true;
  }
  return roles;
}

export function describeRoles(roles: Roles): string {
  const names = [];
  if (roles.isAdministrator) names.push("shop owner");
  if (roles.isManager) names.push("manager");
  if (roles.isMechanic) names.push("mechanic");
  return names.join(", ");
}

export function requireSomeRole(roles: Roles): void {
  if (!roles.isAdministrator && !roles.isManager && !roles.isMechanic) {
    throw new InputError("A user needs at least one role: owner, manager or mechanic.");
  }
}

export function sameRoles(a: Roles, b: Roles): boolean {
  return a.isAdministrator === b.isAdministrator && a.isManager === b.isManager &&
    a.isMechanic === b.isMechanic;
}
