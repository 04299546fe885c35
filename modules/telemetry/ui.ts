// telemetry: client-safe public API — the platform admins' client errors page.
export { getClientErrorReports } from "./client_errors_pages.ts";
export { ClientErrorsPage } from "./client_errors_page.tsx";
