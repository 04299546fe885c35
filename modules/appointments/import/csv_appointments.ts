// A CSV export's appointments (papaparse; the first row names the columns): each row one appointment, its
// columns found by the names shop systems give them (column_names.ts), its dates read in the shop's time
// zone. A row that cannot be read is left out with its number and why; columns the import does not read are
// named. A row's import key is its appointment id when the file has that column, else a hash of the row.
// What it says (a refusal, a row's reason) is in the given messages' language.
import { createHash } from "node:crypto";
import Papa from "papaparse";
import { InputError } from "@platform/errors.ts";
import { APPOINTMENT_IMPORT_MESSAGES as M, type Messages } from "@modules/text/mod.ts";
import {
  type FileAppointments,
  type ImportedAppointment,
  MAX_APPOINTMENTS,
  type SkippedEntry,
} from "./appointment.ts";
import { detailsOf, type DetailValues } from "./appointment_details.ts";
import { type AppointmentField, fieldOfName, isDetailField } from "./column_names.ts";
import { DateReader, type Moment, monthFirstOf } from "./csv_dates.ts";
import { type ImportWindow, instantOf, nextDayStart } from "./shop_time.ts";

/** A timed appointment without an end lasts an hour. */
const DEFAULT_MINUTES = 60;
const CANCELLED = /cancel|no[\s-]?show|deleted|void/i;
const YES = /^(true|yes|y|1|x)$/i;

interface Column {
  index: number;
  header: string;
  field: AppointmentField;
}

export function csvAppointments(
  text: string,
  window: ImportWindow,
  country: string,
  words: Messages,
): FileAppointments {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rows = parsed.data;
  const headerIndex = rows.findIndex((row) => row.some((cell) => cell.trim() !== ""));
  const header = headerIndex < 0 ? [] : rows[headerIndex].map((cell) => cell.trim());
  const columns: Column[] = [];
  const unknownColumns: string[] = [];
  header.forEach((name, index) => {
    const field = fieldOfName(name);
    if (field) columns.push({ index, header: name, field });
    else if (name !== "") unknownColumns.push(name);
  });
  if (!columns.some((column) => column.field === "startDate")) {
    const named = header.filter(Boolean).slice(0, 12).join(", ");
    throw new InputError(
      words.text(M.noDateColumn) + (named ? ` ${words.text(M.firstRow, { columns: named })}` : ""),
    );
  }
  const broken = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.code !== "UndetectableDelimiter") {
      broken.set(error.row, error.message);
    }
  }
  const dateColumns = columns.filter((column) => column.field === "startDate" || column.field === "endDate");
  const dates = new DateReader(
    monthFirstOf(rows.flatMap((row) => dateColumns.map((column) => row[column.index] ?? "")), country),
  );
  const read: FileAppointments = { appointments: [], past: 0, skipped: [], unknownColumns };
  const seen = new Map<string, number>();
  for (let index = headerIndex + 1; index < rows.length; index++) {
    const cells = rows[index];
    if (cells.every((cell) => cell.trim() === "")) continue;
    const row = index + 1;
    const skip = (reason: string) => read.skipped.push({ row, reason } satisfies SkippedEntry);
    const error = broken.get(index);
    if (error) {
      skip(words.text(M.rowNotCsv, { error }));
      continue;
    }
    const extra = cells.slice(header.length).filter((cell) => cell.trim() !== "").length;
    if (extra > 0) {
      skip(words.text(M.extraCells, { cells: header.length + extra, columns: header.length }));
      continue;
    }
    const outcome = appointmentOfRow(cells, header, columns, dates, window, words);
    if (typeof outcome === "string") {
      skip(outcome);
      continue;
    }
    const earlier = seen.get(outcome.importKey);
    if (earlier !== undefined) {
      skip(words.text(M.sameAsRow, { row: earlier }));
      continue;
    }
    seen.set(outcome.importKey, row);
    if (outcome.endsAt <= window.from && outcome.startsAt < window.from) read.past++;
    else read.appointments.push(outcome);
    if (read.appointments.length > MAX_APPOINTMENTS) {
      throw new InputError(words.text(M.tooManyCsv, { max: MAX_APPOINTMENTS }));
    }
  }
  return read;
}

/** A row's appointment, or why it cannot be one. */
function appointmentOfRow(
  cells: string[],
  header: string[],
  columns: Column[],
  dates: DateReader,
  window: ImportWindow,
  words: Messages,
): ImportedAppointment | string {
  const filled = (field: AppointmentField) =>
    columns.find((column) => column.field === field && (cells[column.index] ?? "").trim() !== "");
  const value = (column: Column | undefined) => (column ? cells[column.index] : "").trim();
  const status = value(filled("status"));
  if (CANCELLED.test(status)) return words.text(M.cancelled, { status });
  const startColumn = filled("startDate");
  if (!startColumn) {
    const names = columns.filter((column) => column.field === "startDate").map((column) => column.header);
    return words.text(M.noDate, { columns: names.join(", ") });
  }
  const read = (dateColumn: Column, timeColumn: Column | undefined) =>
    readMoment(dates, dateColumn, value(dateColumn), timeColumn, value(timeColumn), words);
  const start = read(startColumn, filled("startTime"));
  if (typeof start === "string") return start;
  const allDay = !("instant" in start) && start.time === null ||
    YES.test(value(filled("allDay")));
  const startDay = "instant" in start ? null : start.date;
  const startsAt = "instant" in start
    ? start.instant
    : instantOf(start.date, allDay ? null : start.time, window.timeZone);
  let endsAt: Date;
  const endColumn = filled("endDate");
  const endTimeColumn = filled("endTime");
  if (allDay && startDay) {
    const end = endColumn ? dates.moment(value(endColumn)) : null;
    const lastDay = end && !("instant" in end) && Temporal.PlainDate.compare(end.date, startDay) > 0
      ? end.date
      : startDay;
    endsAt = nextDayStart(lastDay, window.timeZone);
  } else if (endColumn || endTimeColumn) {
    const end = read(endColumn ?? startColumn, endTimeColumn);
    if (typeof end === "string") return end;
    endsAt = "instant" in end
      ? end.instant
      : instantOf(end.date, end.time ?? ("instant" in start ? null : start.time), window.timeZone);
    if (endsAt < startsAt) return words.text(M.endsBeforeStart, { end: value(endColumn ?? endTimeColumn) });
  } else {
    endsAt = new Date(startsAt.getTime() + DEFAULT_MINUTES * 60_000);
  }
  const details: DetailValues = columns.flatMap((column) =>
    isDetailField(column.field) ? [[column.field, cells[column.index] ?? ""] as const] : []
  );
  const id = value(filled("appointmentId"));
  return {
    importKey: id ? `csv:id:${id.slice(0, 400)}` : `csv:sha256:${rowHash(header, cells)}`,
    startsAt,
    endsAt,
    allDay,
    ...detailsOf(details),
  };
}

/** A date column's moment, its time taken from the time column when the file has one. */
function readMoment(
  dates: DateReader,
  dateColumn: Column,
  dateText: string,
  timeColumn: Column | undefined,
  timeText: string,
  words: Messages,
): Moment | string {
  const moment = dates.moment(dateText);
  if (!moment) return words.text(M.notADate, { text: dateText, column: dateColumn.header });
  if (!timeColumn || "instant" in moment) return moment;
  const time = dates.time(timeText) ?? timeOfMoment(dates.moment(timeText));
  if (!time) return words.text(M.notATime, { text: timeText, column: timeColumn.header });
  return { date: moment.date, time };
}

/** A time column that holds a date and time too (some exports repeat the day there). */
function timeOfMoment(moment: Moment | null): Temporal.PlainTime | null {
  return moment && !("instant" in moment) ? moment.time : null;
}

function rowHash(header: string[], cells: string[]): string {
  const named = header.map((name, index) => [name, (cells[index] ?? "").trim()]);
  return createHash("sha256").update(JSON.stringify(named)).digest("hex");
}
