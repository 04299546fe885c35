// telemetry: what browsers report about the staff pages (seed 001) — uncaught errors and page-open events —
// stored per request with the user and the shop of the page, rate-limited per address, kept 30 and 90 days,
// and the platform admins' page that lists the errors. A generic service: the shell tells it which shop a
// page belongs to. Server-side public API; the browser half (error_reporting.ts, page_tracking.ts) is in the
// kit, which every page loads.
export { CLIENT_ERROR_RATE_LIMIT, clientErrorsRouter } from "./client_error_calls.server.ts";
export { PAGE_OPEN_RATE_LIMIT, pageOpenRouter } from "./page_open_calls.server.ts";
export { telemetryCleanupJob } from "./cleanup_job.ts";
