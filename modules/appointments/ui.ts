// appointments: client-safe public API — the /appt-list page and its server function.
export { getApptList } from "./list/appt_list_calls.ts";
export { ApptListPage } from "./list/appt_list_page.tsx";
