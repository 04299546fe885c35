// Every area's messages: importing this registers them all in the catalogue, so the localization page and
// the CLI list every string whatever else a process has loaded.
export { REPORT_MESSAGES } from "./report_messages.ts";
export { CHECKLIST_MESSAGES } from "./checklist_messages.ts";
export { REPORT_SEND_MESSAGES } from "./report_send_messages.ts";
