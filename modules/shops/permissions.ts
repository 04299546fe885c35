// Which role may do what in a shop: the one table docs/permissions.md describes, checked on the server by
// every page and call. A platform admin may do everything (they act as a shop owner anywhere).
import { ForbiddenError } from "@platform/errors.ts";
import type { Roles } from "./roles.ts";

export type Permission =
  /** Open the shop's pages at all. */
  | "shop.view"
  /** Change the shop's own settings: its logo and the shared pictures inspections copy from. */
  | "shop.manage"
  /** See the users list and each user's page. */
  | "users.view"
  /** Add users, edit them and their roles, enable and disable them, send them login links and
   * verification messages, reveal a password an administrator set. */
  | "users.manage"
  /** Act as another member of the shop (with the banner and the audit trail). */
  | "users.impersonate"
  /** See the inspection catalogue. */
  | "catalog.view"
  /** Build the catalogue: inspection types, categories, tasks, findings and priorities; clone templates. */
  | "catalog.manage"
  /** Publish the shop's inspection types to its tenant shops (shop groups). */
  | "catalog.publish"
  /** See the shop's inspections, their checklists, audits and event trails. */
  | "inspections.view"
  /** Create inspections, edit their headers and record checklist results. */
  | "inspections.work"
  /** Audit an inspection (approve it or send it back), mark its work sold (the customer approved it) at any
   * time, change its items after the audit, close and reopen it. */
  | "inspections.audit"
  /** The customers pages: the list, the lookup page, each customer's page (vehicles, inspections, messages,
   * trail), and editing a customer there (docs/decisions/022-customers-pages.md). */
  | "customers.manage"
  /** Change the shop's settings page (/account): contact, time zone, currency, taxes and labour rate, country,
   * languages, logo, accent colour, message wording, print options. Managers read it (shop.manage). */
  | "settings.manage"
  /** Override the shop's words per culture (/localizations) and translate the catalogue's customer-facing
   * words. */
  | "localizations.manage"
  /** Import and delete the shop's appointments (/appt-list's upload and delete); every member sees the list. */
  | "appointments.manage"
  /** The staff reports (/manager-report, /customer-results, /recent-images, ...), their charts and CSV files,
   * and the daily or weekly summary e-mail (decision 034). The multishop reports also need the owner's role in
   * each shop of the group they count. */
  | "reports.view";

type Role = keyof Roles;

const MATRIX: Record<Permission, readonly Role[]> = {
  "shop.view": ["isAdministrator", "isManager", "isMechanic"],
  "shop.manage": ["isAdministrator", "isManager"],
  "users.view": ["isAdministrator", "isManager"],
  "users.manage": ["isAdministrator"],
  "users.impersonate": ["isAdministrator"],
  "catalog.view": ["isAdministrator", "isManager", "isMechanic"],
  "catalog.manage": ["isAdministrator", "isManager"],
  "catalog.publish": ["isAdministrator"],
  "inspections.view": ["isAdministrator", "isManager", "isMechanic"],
  "inspections.work": ["isAdministrator", "isManager", "isMechanic"],
  "inspections.audit": ["isAdministrator", "isManager"],
  "customers.manage": ["isAdministrator", "isManager"],
  "settings.manage": ["isAdministrator"],
  "localizations.manage": ["isAdministrator"],
  "appointments.manage": ["isAdministrator", "isManager"],
  "reports.view": ["isAdministrator", "isManager"],
};

const REFUSALS: Record<Permission, string> = {
  "shop.view": "You are not a member of this shop.",
  "shop.manage": "Only shop owners and managers can change the shop's settings.",
  "users.view": "Only shop owners and managers can see the shop's users.",
  "users.manage": "Only a shop owner can change users.",
  "users.impersonate": "Only a shop owner can act as another user.",
  "catalog.view": "You are not a member of this shop.",
  "catalog.manage": "Only shop owners and managers can change the inspection catalogue.",
  "catalog.publish": "Only a shop owner can publish inspection types to the shop's group.",
  "inspections.view": "You are not a member of this shop.",
  "inspections.work": "You are not a member of this shop.",
  "inspections.audit": "Only shop owners and managers can audit, close or reopen an inspection.",
  "customers.manage": "Only shop owners and managers can see and change the shop's customers.",
  "settings.manage": "Only a shop owner can change the shop's settings.",
  "localizations.manage": "Only a shop owner can change the shop's words and translations.",
  "appointments.manage": "Only shop owners and managers can import or delete appointments.",
  "reports.view": "Only shop owners and managers can see the shop's reports.",
};

export function hasPermission(roles: Roles, permission: Permission): boolean {
  return MATRIX[permission].some((role) => roles[role]);
}

export function requirePermission(roles: Roles, permission: Permission): void {
  if (!hasPermission(roles, permission)) throw new ForbiddenError(REFUSALS[permission]);
}

/** Every permission the roles grant: sent to pages so they show only what the user may use. */
export function permissionsOf(roles: Roles): Permission[] {
  return (Object.keys(MATRIX) as Permission[]).filter((permission) => hasPermission(roles, permission));
}
