// reports: the customer report (HTML, PDF, preview image) and the staff reports. Built by the report
// issue; nothing is public yet.
export {};
