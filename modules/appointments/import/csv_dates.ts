// The dates and times of a CSV export, as its system wrote them ("11/27/2026", "2026-11-27", "Nov 27, 2026",
// "9:30 AM", "14:00", "2026-11-27T17:30:00Z"), read with date-fns's parse against the formats shop systems
// and spreadsheets write. A date without an offset is a day of the shop's calendar: the caller places it in
// the shop's time zone. Whether 03/04 is March or April is the file's (values that are a date only one way
// round decide) or else the shop's country's.
import { isValid, parse } from "date-fns";

/** A date with its time of day when it has one, or an instant when the text carries its offset. */
export type Moment =
  | { date: Temporal.PlainDate; time: Temporal.PlainTime | null }
  | { instant: Date };

const MONTH_FIRST = ["M/d/yy", "M/d/yyyy", "M-d-yy", "M-d-yyyy", "M.d.yyyy"];
const DAY_FIRST = ["d/M/yy", "d/M/yyyy", "d-M-yy", "d-M-yyyy", "d.M.yy", "d.M.yyyy"];
const WORDS = [
  "yyyy-M-d",
  "yyyy/M/d",
  "yyyy.M.d",
  "MMM d, yyyy",
  "MMMM d, yyyy",
  "MMM d yyyy",
  "MMMM d yyyy",
  "EEE, MMM d, yyyy",
  "EEEE, MMMM d, yyyy",
  "EEE MMM d yyyy",
  "EEE, d MMM yyyy",
  "EEEE, d MMMM yyyy",
  "d MMM yyyy",
  "d MMMM yyyy",
  "d-MMM-yyyy",
  "d-MMM-yy",
];
const TIMES = ["h:mm a", "h:mma", "h:mm:ss a", "h:mm:ssa", "h a", "ha", "H:mm", "H:mm:ss", "H:mm:ss.SSS"];

/** The countries whose people write the month first (03/04 is March 4th). */
const MONTH_FIRST_COUNTRIES = new Set(["US", "CA", "PH", "FM", "MH", "PW"]);

// date-fns reads into a Date of the server's zone; only its calendar fields are taken, and the reference
// day (January 1st) has no daylight-saving change anywhere.
const REFERENCE = new Date(2000, 0, 1);
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})$/i;
const TRAILING_TIME = /^(.+?)(?:\s+at\s+|[\sT,]+)(\d{1,2}(?::\d{2}){0,2}(?:\.\d+)?\s*(?:[ap]\.?m\.?)?)$/i;

/** Reads one file's dates: the day-month order is fixed for the whole file. */
export class DateReader {
  readonly #dates: string[];
  // The format that read the last value is tried first: a file keeps to one.
  #lastDate = 0;
  #lastTime = 0;

  constructor(monthFirst: boolean) {
    this.#dates = [...(monthFirst ? MONTH_FIRST : DAY_FIRST), ...WORDS];
  }

  /** A date, with its time when the text has one; null when it is not a date. */
  moment(text: string): Moment | null {
    const value = text.trim();
    if (WITH_OFFSET.test(value)) {
      try {
        return { instant: new Date(Temporal.Instant.from(value.replace(" ", "T")).epochMilliseconds) };
      } catch {
        return null;
      }
    }
    const split = TRAILING_TIME.exec(value);
    if (split) {
      const date = this.date(split[1]);
      const time = date && this.time(split[2]);
      if (date && time) return { date, time };
    }
    const date = this.date(value);
    return date && { date, time: null };
  }

  /** A time of day ("9:30 AM", "14:00"); null when it is not one. */
  time(text: string): Temporal.PlainTime | null {
    const found = this.#first(TIMES, text.trim().replace(/\s+/g, " "), this.#lastTime);
    if (!found) return null;
    this.#lastTime = found.index;
    return new Temporal.PlainTime(found.date.getHours(), found.date.getMinutes(), found.date.getSeconds());
  }

  date(text: string): Temporal.PlainDate | null {
    const found = this.#first(this.#dates, text.trim().replace(/\s+/g, " "), this.#lastDate);
    if (!found) return null;
    const year = found.date.getFullYear();
    if (year < 1900 || year > 2200) return null;
    this.#lastDate = found.index;
    return new Temporal.PlainDate(year, found.date.getMonth() + 1, found.date.getDate());
  }

  #first(formats: string[], text: string, last: number): { date: Date; index: number } | null {
    if (text === "") return null;
    for (const index of [last, ...formats.keys()]) {
      const date = parse(text, formats[index], REFERENCE);
      if (isValid(date)) return { date, index };
    }
    return null;
  }
}

/**
 * Whether the file writes the month first. Only a value that is a date one way round and not the other can
 * tell ("25/12/2026" is day first, "12/25/2026" month first); a value that is a date both ways ("12/08/2026")
 * or neither ("13/45/2026", a malformed row) says nothing. The values that tell are counted, and the file is
 * read the way most of them say; a file with none, or as many each way, is read as the shop's country writes
 * dates.
 */
export function monthFirstOf(values: Iterable<string>, country: string): boolean {
  let votes = 0;
  for (const value of values) {
    const numbers = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})\b/.exec(value);
    if (!numbers) continue;
    const [first, second, year] = [Number(numbers[1]), Number(numbers[2]), Number(numbers[3])];
    const monthFirst = isCalendarDay(year, first, second);
    const dayFirst = isCalendarDay(year, second, first);
    if (monthFirst !== dayFirst) votes += monthFirst ? 1 : -1;
  }
  return votes === 0 ? MONTH_FIRST_COUNTRIES.has(country) : votes > 0;
}

/** Whether the month and day make a day of that year's calendar (a two-digit year as this century's). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  try {
    Temporal.PlainDate.from({ year: year < 100 ? 2000 + year : year, month, day }, { overflow: "reject" });
    return true;
  } catch {
    return false;
  }
}
