// Resolves a report's range in the shop's time zone, in the database (its time zone rules, not ours): a day
// starts at its midnight there, an instant is taken as given, and no range means the last 30 days.
import type { Tx } from "@platform/db.ts";
import { InputError } from "@platform/errors.ts";
import { DEFAULT_DAYS, type ReportRange, type ReportWindow } from "./report_window.ts";

/** The longest range a report counts: ten years of work. */
const MAX_DAYS = 3660;

export async function reportWindowOf(tx: Tx, range: ReportRange, timeZone: string): Promise<ReportWindow> {
  const [row] = await tx<Array<{ fromDay: string; toDay: string; days: number; start: Date; end: Date }>>`
    with given as (
      select ${range.from}::text as f, ${range.to}::text as t, (now() at time zone ${timeZone})::date as today
    ), days as (
      select
        case when f is null then coalesce(
            case when t is null then null when length(t) = 10 then t::date
              else (t::timestamptz at time zone ${timeZone})::date end, today) - ${DEFAULT_DAYS - 1}::int
          when length(f) = 10 then f::date else (f::timestamptz at time zone ${timeZone})::date end as from_day,
        case when t is null then today when length(t) = 10 then t::date
          else (t::timestamptz at time zone ${timeZone})::date end as to_day,
        f, t
      from given
    )
    select to_char(from_day, 'YYYY-MM-DD') as "fromDay", to_char(to_day, 'YYYY-MM-DD') as "toDay",
      (to_day - from_day + 1)::int as days,
      case when f is null or length(f) = 10 then from_day::timestamp at time zone ${timeZone}
        else f::timestamptz end as start,
      case when t is null or length(t) = 10 then (to_day + 1)::timestamp at time zone ${timeZone}
        else t::timestamptz + interval '1 microsecond' end as "end"
    from days`;
  if (row.days < 1) {
    throw new InputError(`The "from" date (${row.fromDay}) is after the "to" date (${row.toDay}).`);
  }
  if (row.days > MAX_DAYS) {
    throw new InputError(`A report covers at most ${MAX_DAYS} days; this range has ${row.days}.`);
  }
  return row;
}
