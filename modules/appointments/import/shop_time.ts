// Days and wall-clock times in a time zone, by the engine's Temporal (the IANA rules: a time in a spring-
// forward gap moves forward, one in the autumn's repeated hour is the first), never by adding hours.

/** The instant a wall-clock time on a day is in the zone; no time is the day's start there. */
export function instantOf(date: Temporal.PlainDate, time: Temporal.PlainTime | null, timeZone: string): Date {
  const zoned = time
    ? date.toPlainDateTime(time).toZonedDateTime(timeZone, { disambiguation: "compatible" })
    : date.toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds);
}

/** The day an instant falls on in the zone. */
export function dayOf(instant: Date, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The start of the day after `date` in the zone (an all-day appointment's end). */
export function nextDayStart(date: Temporal.PlainDate, timeZone: string): Date {
  return instantOf(date.add({ days: 1 }), null, timeZone);
}

/** What an import keeps: from the start of today in the shop's zone; a repeating event up to `days` ahead. */
export interface ImportWindow {
  from: Date;
  to: Date;
  timeZone: string;
}

/** The window of an import run at `now`: today's start in the shop's zone, and `days` days after now. */
export function importWindow(now: Date, timeZone: string, days: number): ImportWindow {
  const to = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).add({ days });
  return {
    from: instantOf(dayOf(now, timeZone), null, timeZone),
    to: new Date(to.epochMilliseconds),
    timeZone,
  };
}
