// An iCalendar file's appointments (ical.js): each event once, a repeating event's occurrences over the coming
// days (its EXDATEs left out, a RECURRENCE-ID override in place of the occurrence it replaces, a cancelled
// occurrence dropped). Times are read in the event's own zone: an IANA TZID by the engine's rules, another
// (Outlook's "Pacific Standard Time") by the file's VTIMEZONE, a floating time in the calendar's
// X-WR-TIMEZONE or else the shop's zone; an all-day event is its day in the shop's zone.
// Every step is bounded (issue 32: a 371-byte file whose zone repeated every second from 1601 filled the
// memory): components nest at most MAX_NESTING deep; a VTIMEZONE with an IANA name (its TZID or its
// X-LIC-LOCATION) is read by that name and its rules are never expanded; a custom zone's rules are expanded
// here under MAX_ZONE_STEPS, up to the window's end, or the file is refused naming the zone; a repeating
// event steps through MAX_RECURRENCE_STEPS at most. The parse runs in a worker with a deadline
// (read_calendar.ts).
// The description's "Label: value" lines fill the customer and vehicle (appointment_details.ts). What it
// says (a refusal, an event's reason) is in the given messages' language.
import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { InputError } from "@platform/errors.ts";
import { APPOINTMENT_IMPORT_MESSAGES as M, type Messages } from "@modules/text/mod.ts";
import type { FileAppointments, ImportedAppointment, SkippedEntry } from "./appointment.ts";
import { MAX_APPOINTMENTS } from "./appointment.ts";
import { detailsOf, type DetailValues } from "./appointment_details.ts";
import { icsCustomerValues } from "./ics_customer.ts";
import { type ImportWindow, instantOf, nextDayStart } from "./shop_time.ts";

/** How many occurrences a file's repeating events may step through, before or in the window, in all. */
export const MAX_RECURRENCE_STEPS = 20_000;
/** How deep components may nest: VCALENDAR, VEVENT, VALARM (or VTIMEZONE, STANDARD) is 3. */
export const MAX_NESTING = 8;
/** How many changes a file's custom zones may expand to, in all: a real zone changes twice a year. */
export const MAX_ZONE_STEPS = 10_000;

type Time = ICAL.Time;

export function icsAppointments(text: string, window: ImportWindow, words: Messages): FileAppointments {
  checkNesting(text, words);
  const calendars = calendarsOf(text, words);
  const read: FileAppointments = { appointments: [], past: 0, skipped: [], unknownColumns: [] };
  const budget = { steps: MAX_RECURRENCE_STEPS };
  const zoneBudget = { steps: MAX_ZONE_STEPS };
  for (const calendar of calendars) {
    const zones = namedZones(calendar, window, zoneBudget, words);
    const floatingZone = zoneName(String(calendar.getFirstPropertyValue("x-wr-timezone") ?? "")) ??
      window.timeZone;
    const byUid = new Map<string, ICAL.Component[]>();
    for (const event of calendar.getAllSubcomponents("vevent")) {
      const uid = String(event.getFirstPropertyValue("uid") ?? "") || `no-uid:${hashOf(event.toString())}`;
      byUid.set(uid, [...byUid.get(uid) ?? [], event]);
    }
    for (const [uid, components] of byUid) {
      const reader = new EventReader(uid, window, floatingZone, zones, read, budget, words);
      const masters = components.filter((component) => !component.hasProperty("recurrence-id"));
      const overrides = components.filter((component) => component.hasProperty("recurrence-id"));
      // An override without its series (an invitation to one occurrence) is an event of its own.
      // A master that cannot be read is left out once, not again as a series.
      let readable = true;
      for (const component of masters.length > 0 ? masters.slice(0, 1) : overrides) {
        readable = reader.read(component) && readable;
      }
      if (masters.length > 0 && readable) reader.series(masters[0], overrides);
    }
  }
  if (read.appointments.length > MAX_APPOINTMENTS) {
    throw new InputError(
      words.text(M.tooManyIcs, { count: read.appointments.length, max: MAX_APPOINTMENTS }),
    );
  }
  return read;
}

/** Refuses a file nested deeper than any calendar is (ical.js would recurse once a level, past its stack). */
function checkNesting(text: string, words: Messages): void {
  let depth = 0;
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (/^BEGIN:/i.test(line) && ++depth > MAX_NESTING) {
      throw new InputError(words.text(M.nestedTooDeep, { max: MAX_NESTING }));
    }
    if (/^END:/i.test(line)) depth--;
  }
}

/**
 * The calendar's zones made safe to read: a VTIMEZONE with an IANA name is taken out (its times are then
 * read by that name, by Temporal) and its TZID mapped to the name; a custom zone's repeating rules are
 * replaced by their changes up to a year past the window (RDATEs), expanded under the budget, so ical.js
 * never expands a rule itself. A zone over the budget refuses the file, naming the zone.
 */
function namedZones(
  calendar: ICAL.Component,
  window: ImportWindow,
  budget: { steps: number },
  words: Messages,
): Map<string, string> {
  const named = new Map<string, string>();
  const lastYear = window.to.getUTCFullYear() + 1;
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = String(zone.getFirstPropertyValue("tzid") ?? "");
    const name = zoneName(tzid) ?? zoneName(String(zone.getFirstPropertyValue("x-lic-location") ?? ""));
    if (name || !tzid) {
      if (name) named.set(tzid, name);
      calendar.removeSubcomponent(zone);
      continue;
    }
    for (const rule of zone.getAllSubcomponents()) {
      const recur = rule.getFirstPropertyValue("rrule") as ICAL.Recur | null;
      const start = rule.getFirstPropertyValue("dtstart") as Time | null;
      rule.removeAllProperties("rrule");
      if (!recur || !start) continue;
      const iterator = recur.iterator(start);
      for (let next = iterator.next(); next && next.year <= lastYear; next = iterator.next()) {
        if (--budget.steps < 0) {
          throw new InputError(
            words.text(M.zoneTooComplex, { zone: tzid.slice(0, 80), max: MAX_ZONE_STEPS, year: lastYear }),
          );
        }
        rule.addPropertyWithValue("rdate", next.clone());
      }
    }
  }
  return named;
}

function calendarsOf(text: string, words: Messages): ICAL.Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InputError(words.text(M.calendarUnreadable, { reason }));
  }
  // One VCALENDAR parses to one component, several to a list of them.
  const list = (Array.isArray(parsed) && typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[];
  const calendars = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
  if (!calendars.some((calendar) => calendar.name === "vcalendar")) {
    throw new InputError(words.text(M.noCalendar));
  }
  return calendars.filter((calendar) => calendar.name === "vcalendar");
}

class EventReader {
  constructor(
    readonly uid: string,
    readonly window: ImportWindow,
    readonly floatingZone: string,
    /** The file's zones read by their IANA name, by TZID. */
    readonly zones: Map<string, string>,
    readonly into: FileAppointments,
    readonly budget: { steps: number },
    readonly words: Messages,
  ) {}

  /** A single event (or a series' first look: a series is expanded by `series`); false when left out. */
  read(component: ICAL.Component): boolean {
    // The event is made inside the guard: ical.js reads some values (RECURRENCE-ID) as it makes one.
    return this.guarded(component, () => {
      const event = new ICAL.Event(component);
      if (event.isRecurring()) return;
      if (statusOf(component) === "CANCELLED") throw new Skip(this.words.text(M.eventCancelled));
      if (!component.hasProperty("dtstart")) throw new Skip(this.words.text(M.noStart));
      const occurrence = this.occurrenceOf(event, event.startDate, event.endDate);
      const key = event.isRecurrenceException()
        ? this.timeKey(event.recurrenceId, component.getFirstProperty("recurrence-id"))
        : this.timeKey(event.startDate, component.getFirstProperty("dtstart"));
      this.keep(event, occurrence, key);
    });
  }

  /** A repeating event's occurrences up to the window's end, exceptions honoured. */
  series(master: ICAL.Component, overrides: ICAL.Component[]): void {
    this.guarded(master, () => {
      const event = new ICAL.Event(master, { exceptions: overrides, strictExceptions: true });
      if (!event.isRecurring()) return;
      if (statusOf(master) === "CANCELLED") throw new Skip(this.words.text(M.eventCancelled));
      if (!master.hasProperty("dtstart")) throw new Skip(this.words.text(M.noStart));
      const dtstart = master.getFirstProperty("dtstart");
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        if (--this.budget.steps < 0) {
          throw new Skip(this.words.text(M.repeatsTooOften, { max: MAX_RECURRENCE_STEPS }));
        }
        if (this.instantOfTime(next, dtstart) >= this.window.to) break;
        const details = event.getOccurrenceDetails(next);
        const item = details.item as ICAL.Event;
        if (statusOf(item.component) === "CANCELLED") continue;
        const occurrence = this.occurrenceOf(item, details.startDate, details.endDate);
        if (occurrence.endsAt <= this.window.from || occurrence.startsAt >= this.window.to) continue;
        this.keep(item, occurrence, this.timeKey(next, dtstart), event);
      }
    });
  }

  /** Runs `read`; an event that cannot be read is left out with the reason (false), the file read on. */
  private guarded(component: ICAL.Component, read: () => void): boolean {
    try {
      read();
      return true;
    } catch (error) {
      if (error instanceof InputError) throw error;
      const reason = error instanceof Skip ? error.message : this.words.text(M.eventUnreadable, {
        error: error instanceof Error ? error.message : String(error),
      });
      this.skip(component, reason);
      return false;
    }
  }

  private skip(component: ICAL.Component, reason: string): void {
    this.into.skipped.push({ event: labelOf(component, this.uid), reason } satisfies SkippedEntry);
  }

  /** An occurrence kept; an override without a description has its series' (the customer, the car). */
  private keep(
    event: ICAL.Event,
    times: Pick<ImportedAppointment, "startsAt" | "endsAt" | "allDay">,
    occurrenceKey: string,
    series: ICAL.Event = event,
  ): void {
    if (times.endsAt <= this.window.from && times.startsAt < this.window.from) {
      this.into.past++;
      return;
    }
    const uid = this.uid.length > 400 ? `sha256:${hashOf(this.uid)}` : this.uid;
    this.into.appointments.push({
      importKey: `ics:${uid}@${occurrenceKey}`,
      ...times,
      ...detailsOf(detailValuesOf(event, event.description ? event : series)),
    });
  }

  private occurrenceOf(event: ICAL.Event, start: Time, end: Time) {
    const dtstart = event.component.getFirstProperty("dtstart");
    const dtend = event.component.getFirstProperty("dtend") ?? dtstart;
    const allDay = start.isDate;
    const startsAt = this.instantOfTime(start, dtstart);
    // An all-day DTEND is the day after the last (exclusive); without one the event is its one day.
    const endsAt = allDay
      ? end.isDate && end.compare(start) > 0
        ? instantOf(plainDateOf(end), null, this.zone)
        : nextDayStart(plainDateOf(start), this.zone)
      : this.instantOfTime(end, dtend);
    return { startsAt, endsAt: endsAt < startsAt ? startsAt : endsAt, allDay };
  }

  private get zone(): string {
    return this.window.timeZone;
  }

  /** The instant a time of the event is: by its TZID, its VTIMEZONE, or the calendar's floating zone. */
  instantOfTime(time: Time, property: ICAL.Property | null): Date {
    if (time.isDate) return instantOf(plainDateOf(time), null, this.zone);
    if (time.zone === ICAL.Timezone.utcTimezone) return new Date(time.toUnixTime() * 1000);
    const tzid = property?.getParameter("tzid");
    const named = typeof tzid === "string" ? this.zones.get(tzid) ?? zoneName(tzid) : null;
    if (!named && time.zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
    const wall = new Temporal.PlainTime(time.hour, time.minute, time.second);
    return instantOf(plainDateOf(time), wall, named ?? this.floatingZone);
  }

  /** An occurrence's key: its original start (RECURRENCE-ID or DTSTART) as an instant, or its day. */
  private timeKey(time: Time, property: ICAL.Property | null): string {
    return time.isDate ? plainDateOf(time).toString() : this.instantOfTime(time, property).toISOString();
  }
}

class Skip extends Error {}

function plainDateOf(time: Time): Temporal.PlainDate {
  return new Temporal.PlainDate(time.year, time.month, time.day);
}

function statusOf(component: ICAL.Component): string {
  return String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
}

function labelOf(component: ICAL.Component, uid: string): string {
  const summary = String(component.getFirstPropertyValue("summary") ?? "").trim();
  return summary ? `"${summary.slice(0, 80)}"` : `UID ${uid.slice(0, 80)}`;
}

/** The IANA zone a TZID names (also as "/mozilla.org/20070129_1/America/New_York"), or null. */
export function zoneName(tzid: string): string | null {
  const parts = tzid.split("/").filter(Boolean);
  for (let start = 0; start < parts.length; start++) {
    const candidate = parts.slice(start).join("/");
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: candidate });
      return candidate;
    } catch {
      // Not a zone the engine knows under this name: try a shorter tail.
    }
  }
  return null;
}

/** The title, then the description (its "Label: value" lines read by detailsOf), then the customer named
 * elsewhere (ics_customer.ts: an attendee, "Booked by", the title). */
function detailValuesOf(event: ICAL.Event, described: ICAL.Event): DetailValues {
  return [
    ["concern", String(event.summary ?? "")],
    ["concern", String(described.description ?? "")],
    ...icsCustomerValues(event, described),
  ];
}

function hashOf(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
