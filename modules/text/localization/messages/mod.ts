// Every area's messages: importing this registers them all in the catalogue, so the localization page and
// the CLI list every string whatever else a process has loaded.
export { REPORT_MESSAGES } from "./report_messages.ts";
export { CHECKLIST_MESSAGES } from "./checklist_messages.ts";
export { REPORT_SEND_MESSAGES } from "./report_send_messages.ts";
export { STAFF_FRAME_MESSAGES } from "./staff_frame_messages.ts";
export { INSPECTIONS_LIST_MESSAGES } from "./inspections_list_messages.ts";
export { AUDIT_MESSAGES } from "./audit_messages.ts";
export { APPOINTMENTS_MESSAGES } from "./appointments_messages.ts";
export { STAFF_EMAIL_MESSAGES } from "./staff_email_messages.ts";
export { OUTBOX_MESSAGES } from "./outbox_messages.ts";
export { CUSTOMERS_MESSAGES } from "./customers_messages.ts";
export { VEHICLE_HISTORY_MESSAGES, VEHICLES_MESSAGES } from "./vehicles_messages.ts";
export { USERS_MESSAGES } from "./users_messages.ts";
export { SHOP_SETTINGS_MESSAGES } from "./shop_settings_messages.ts";
export { LOCALIZATION_PAGES_MESSAGES } from "./localization_pages_messages.ts";
export { BAY_MESSAGES } from "./bay_messages.ts";
export { INSPECTION_DETAILS_MESSAGES } from "./inspection_details_messages.ts";
export { INSPECTION_ADD_MESSAGES } from "./inspection_add_messages.ts";
export { CATALOGUE_PAGES_MESSAGES } from "./catalogue_pages_messages.ts";
export { CATALOGUE_NAV_MESSAGES } from "./catalogue_nav_messages.ts";
export { FINDINGS_PAGES_MESSAGES } from "./findings_pages_messages.ts";
export { TASK_FORM_MESSAGES } from "./task_form_messages.ts";
export { LISTS_MESSAGES } from "./lists_messages.ts";
export { STAFF_REPORTS_MESSAGES } from "./staff_reports_messages.ts";
export { SEED_PAGES_MESSAGES } from "./seed_pages_messages.ts";
export { APPOINTMENT_IMPORT_MESSAGES } from "./appointment_import_messages.ts";
export { VIN_DETAILS_MESSAGES } from "./vin_details_messages.ts";
export { INSPECTION_EVENTS_MESSAGES, INSPECTION_TRAIL_MESSAGES } from "./inspection_events_messages.ts";
