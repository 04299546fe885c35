// appointments: client-safe public API — the /appt-list page and its server function.
export {};
