// The shops' own wording of the message catalogue, per culture (migration 0026, decision 028); the case
// rules are code and word lists.
export const TABLES = ["text_localizations"] as const;
