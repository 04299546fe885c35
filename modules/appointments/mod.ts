// appointments: the shop's appointments, imported from its calendar (.ics) or its shop system's CSV export,
// listed on /appt-list with one tap to start an inspection from each (issue 21 item 4, decision 030).
// Server-side public API.
export { appointmentCalls } from "./import/appointment_calls.server.ts";
export { stopCalendarReaders } from "./import/read_calendar.ts";
export { appointmentStartForms } from "./start/start_forms.server.ts";
