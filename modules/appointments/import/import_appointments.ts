// An upload of appointments, from its file's text to the answer: read as iCalendar (in a worker, under a
// deadline: read_calendar.ts) or CSV in the shop's time zone (a repeating event over the coming 60 days),
// saved in one transaction, and told back: how many were added and already there, what was left out and why, and the columns the import does not read.
import type { Sql } from "@platform/db.ts";
import { shopCountry } from "@modules/shops/mod.ts";
import { APPOINTMENT_IMPORT_MESSAGES as M, type Messages } from "@modules/text/mod.ts";
import type { ImportAnswer } from "./appointment.ts";
import { csvAppointments } from "./csv_appointments.ts";
import { readCalendar } from "./read_calendar.ts";
import { saveAppointments } from "./save_appointments.ts";
import { importWindow } from "./shop_time.ts";
import { isCalendar, type UploadedFile } from "./uploaded_file.ts";

/** How far ahead a repeating event's occurrences are imported. */
export const HORIZON_DAYS = 60;

export async function importAppointments(
  sql: Sql,
  shop: { id: number; timeZone: string },
  file: UploadedFile,
  now: Date,
  /** The shop's staff messages: what the answer says is in their language. */
  words: Messages,
): Promise<ImportAnswer> {
  const window = importWindow(now, shop.timeZone, HORIZON_DAYS);
  const format = isCalendar(file.text) ? "ics" : "csv";
  const read = format === "ics"
    ? await readCalendar(file.text, window, words)
    : csvAppointments(file.text, window, await shopCountry(sql, shop.id), words);
  const counts = await sql.begin((tx) => saveAppointments(tx, shop.id, format, read.appointments));
  const message = words.text(M.summary, { ...counts, past: read.past, skipped: read.skipped.length });
  return {
    message,
    fileName: file.name,
    format,
    ...counts,
    past: read.past,
    skipped: read.skipped,
    unknownColumns: read.unknownColumns,
  };
}
