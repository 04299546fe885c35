// Which help page (/help/{alias}, src/ui/help/pages/<alias>.md) explains which staff screen: one row per route
// under src/routes/$shopUriName, by the route's id. The shop layout's "Help" link reads it; help_aliases_test
// fails when a staff route has no row or a row names a page that is not written, so a new screen cannot
// ship without its help. Rows for screens not built yet (the owner's settings, localizations, appointments)
// let their routes find their pages as soon as they land.
const HELP_OF_ROUTE: Readonly<Record<string, string>> = {
  // Redirects to the person's start page; its row is there for completeness.
  "/$shopUriName/": "start",
  // An address that names no page of the shop answers the not-found page; its help is the start page's.
  "/$shopUriName/$": "start",
  "/$shopUriName/open-new-inspection-quicklist": "bay",
  "/$shopUriName/inspections/": "inspections",
  "/$shopUriName/inspections/add": "new-inspection",
  "/$shopUriName/quick-create": "quick-inspection",
  "/$shopUriName/inspections/$encInspectionId/": "inspection",
  "/$shopUriName/inspections/$encInspectionId/checklist": "checklist",
  "/$shopUriName/inspections/$encInspectionId/audit": "audit",
  "/$shopUriName/inspections/$encInspectionId/report": "customer-report",
  "/$shopUriName/inspections/$encInspectionId/events": "inspection-events",
  "/$shopUriName/inspections/$encInspectionId/images": "inspection-images",
  "/$shopUriName/customers/": "customers",
  "/$shopUriName/customers/$customerId/edit": "customer",
  "/$shopUriName/customers/dedupe": "duplicate-customers",
  "/$shopUriName/customers/lookup": "customer-lookup",
  "/$shopUriName/vehicles/$vehicleId": "vehicle",
  "/$shopUriName/vehicles/details-by-vin": "vin-details",
  "/$shopUriName/users/": "users",
  "/$shopUriName/users/add": "user",
  "/$shopUriName/users/$userId/edit": "user",
  "/$shopUriName/users/me": "profile",
  "/$shopUriName/inspection-types/": "inspection-types",
  "/$shopUriName/inspection-types/add": "inspection-type",
  "/$shopUriName/inspection-types/$typeId/edit": "inspection-type",
  "/$shopUriName/inspection-types/$typeId/preview": "inspection-type-preview",
  "/$shopUriName/inspection-types/$typeId/checklist-preview": "inspection-type-preview",
  "/$shopUriName/inspection-types/new/checklist-preview": "inspection-type-preview",
  "/$shopUriName/inspection-types/compare": "compare-inspection-types",
  "/$shopUriName/categories/": "categories",
  "/$shopUriName/categories/add": "categories",
  "/$shopUriName/categories/$categoryId/edit": "categories",
  "/$shopUriName/categories/$categoryId/tasks/add": "tasks",
  "/$shopUriName/tasks/": "tasks",
  "/$shopUriName/tasks/add": "tasks",
  "/$shopUriName/tasks/$taskId/edit": "tasks",
  "/$shopUriName/tasks/$taskId/findings/": "findings",
  "/$shopUriName/tasks/$taskId/findings/add": "findings",
  "/$shopUriName/tasks/$taskId/findings/$findingId/edit": "findings",
  "/$shopUriName/findings/": "findings",
  "/$shopUriName/findings/add": "findings",
  "/$shopUriName/findings/$findingId/edit": "findings",
  "/$shopUriName/priorities/": "priorities",
  "/$shopUriName/priorities/add": "priorities",
  "/$shopUriName/priorities/$priorityId/edit": "priorities",
  "/$shopUriName/seed/": "templates",
  "/$shopUriName/seed/tasks": "templates",
  "/$shopUriName/seed/shop-types/$templateShopId/comparison": "templates",
  "/$shopUriName/seed/types/$typeId/comparison/": "templates",
  "/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId": "templates",
  "/$shopUriName/seed-data/inspection-types/$typeId/preview": "templates",
  "/$shopUriName/media": "pictures",
  "/$shopUriName/gallery": "component-gallery",
  "/$shopUriName/gallery_/popup-sample": "component-gallery",
  // Issue 21's owner screens (other engineers build the routes); the ids they are expected to have.
  "/$shopUriName/account": "account",
  "/$shopUriName/localizations/": "localizations",
  "/$shopUriName/localizations/new": "localizations",
  "/$shopUriName/localizations/$cultureName": "localizations",
  "/$shopUriName/appt-list": "appointments",
  // The staff reports (decision 034): the multishop and table variants are explained with their report.
  "/$shopUriName/customer-results": "customer-results",
  "/$shopUriName/hours-report": "hours-report",
  "/$shopUriName/manager-report": "manager-report",
  "/$shopUriName/manager-report-old": "manager-report",
  "/$shopUriName/multishop-manager-report": "manager-report",
  "/$shopUriName/multishop-manager-report-old": "manager-report",
  "/$shopUriName/mechanic-report": "mechanic-report",
  "/$shopUriName/multishop-mechanic-report": "mechanic-report",
  "/$shopUriName/recent-images": "recent-images",
  "/$shopUriName/rocompletion-report": "rocompletion-report",
};

/** The help page of a route, by its id; undefined for a route without one (the link then opens the index). */
export function helpAliasOf(routeId: string): string | undefined {
  return Object.hasOwn(HELP_OF_ROUTE, routeId) ? HELP_OF_ROUTE[routeId] : undefined;
}

/** Every row, for the test that each route has one and each page it names exists. */
export const HELP_ROUTES: ReadonlyArray<readonly [routeId: string, alias: string]> = Object.entries(
  HELP_OF_ROUTE,
);
