// An upload of appointments, from its file's text to the answer: read as iCalendar or CSV in the shop's
// time zone (a repeating event over the coming 60 days), saved in one transaction, and told back: how many
// were added and already there, what was left out and why, and the columns the import does not read.
import { IntlMessageFormat } from "intl-messageformat";
import type { Sql } from "@platform/db.ts";
import { shopCountry } from "@modules/shops/mod.ts";
import type { ImportAnswer } from "./appointment.ts";
import { csvAppointments } from "./csv_appointments.ts";
import { icsAppointments } from "./ics_appointments.ts";
import { saveAppointments } from "./save_appointments.ts";
import { importWindow } from "./shop_time.ts";
import { isCalendar, type UploadedFile } from "./uploaded_file.ts";

/** How far ahead a repeating event's occurrences are imported. */
export const HORIZON_DAYS = 60;

const SUMMARY = new IntlMessageFormat(
  "{added, plural, one {# appointment added} other {# appointments added}}, {alreadyThere} already there" +
    "{updated, plural, =0 {} other { (# changed)}}." +
    "{past, plural, =0 {} one { # in the past was left out.} other { # in the past were left out.}}" +
    "{skipped, plural, =0 {} one { # could not be read.} other { # could not be read.}}",
  "en-US",
);

export async function importAppointments(
  sql: Sql,
  shop: { id: number; timeZone: string },
  file: UploadedFile,
  now: Date,
): Promise<ImportAnswer> {
  const window = importWindow(now, shop.timeZone, HORIZON_DAYS);
  const format = isCalendar(file.text) ? "ics" : "csv";
  const read = format === "ics"
    ? icsAppointments(file.text, window)
    : csvAppointments(file.text, window, await shopCountry(sql, shop.id));
  const counts = await sql.begin((tx) => saveAppointments(tx, shop.id, format, read.appointments));
  const message = String(SUMMARY.format({ ...counts, past: read.past, skipped: read.skipped.length }));
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
