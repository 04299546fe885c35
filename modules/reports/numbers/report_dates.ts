// How a report writes its days and periods: Intl in the page's culture. A day (YYYY-MM-DD) is already the
// shop's day, so it is written as that calendar day, whatever zone the server runs in.
import type { ChartUnit } from "./report_window.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(culture: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${culture}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, format = new Intl.DateTimeFormat(culture, { ...options, timeZone: "UTC" }));
  return format;
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 26, 2026". */
export function dayLabel(day: string, culture: string): string {
  return dateFormat(culture, { dateStyle: "medium" }).format(dayOf(day));
}

/** A chart period by its first day: "Nov 26" (a day or a week), "Nov 2026", "2026". */
export function periodLabel(day: string, unit: ChartUnit, culture: string): string {
  const options: Intl.DateTimeFormatOptions = unit === "year"
    ? { year: "numeric" }
    : unit === "month"
    ? { month: "short", year: "numeric" }
    : { month: "short", day: "numeric" };
  return dateFormat(culture, options).format(dayOf(day));
}

/** "Pacific Time": the shop's time zone as people call it. */
export function zoneName(timeZone: string, culture: string): string {
  const parts = new Intl.DateTimeFormat(culture, { timeZone, timeZoneName: "longGeneric" }).formatToParts(
    new Date(),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
