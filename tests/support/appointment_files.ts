// Appointment files for the import's contract and browser tests, dated from today (the import keeps today
// and the coming 60 days): a weekly calendar series with one occurrence removed (EXDATE) and one moved
// (RECURRENCE-ID), as Google Calendar exports it, and a Tekmetric-style CSV.

/** Days from today in the zone, as a Temporal date. */
export function dayFromToday(days: number, timeZone: string): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(timeZone).add({ days });
}

const icsStamp = (date: Temporal.PlainDate, hour: number) =>
  `${date.toString().replaceAll("-", "")}T${String(hour).padStart(2, "0")}0000`;

export interface WeeklySeries {
  ics: string;
  /** The first occurrence (tomorrow), 09:00 in the series' zone. */
  first: Temporal.PlainDate;
  /** The occurrence the EXDATE removes (a week after the first). */
  removed: Temporal.PlainDate;
  /** The occurrence the override moves from 09:00 to 14:00 (two weeks after the first). */
  moved: Temporal.PlainDate;
  uid: string;
}

/** A weekly 09:00 series in `timeZone` from tomorrow, without end, plus one single event the day after. */
export function weeklySeries(timeZone: string, uid = "weekly-fleet@test.example"): WeeklySeries {
  const first = dayFromToday(1, timeZone);
  const removed = first.add({ weeks: 1 });
  const moved = first.add({ weeks: 2 });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    `DTSTART;TZID=${timeZone}:${icsStamp(first, 9)}`,
    `DTEND;TZID=${timeZone}:${icsStamp(first, 10)}`,
    "RRULE:FREQ=WEEKLY",
    `EXDATE;TZID=${timeZone}:${icsStamp(removed, 9)}`,
    `UID:${uid}`,
    "SUMMARY:Fleet oil change",
    "DESCRIPTION:Customer: Smith\\, John\\nPhone: (415) 555-0199\\nVehicle: 2015 Honda Civic\\nVIN: 2HGFB2F59FH500001",
    "END:VEVENT",
    "BEGIN:VEVENT",
    `DTSTART;TZID=${timeZone}:${icsStamp(moved, 14)}`,
    `DTEND;TZID=${timeZone}:${icsStamp(moved, 15)}`,
    `RECURRENCE-ID;TZID=${timeZone}:${icsStamp(moved, 9)}`,
    `UID:${uid}`,
    "SUMMARY:Fleet oil change (moved to the afternoon)",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return { ics: lines.join("\r\n") + "\r\n", first, removed, moved, uid };
}

const usDate = (date: Temporal.PlainDate) => `${date.month}/${date.day}/${date.year}`;

/** A Tekmetric-style export: two appointments tomorrow and one the day after, and a column it does not read. */
export function shopSystemCsv(timeZone: string): string {
  const tomorrow = usDate(dayFromToday(1, timeZone));
  const later = usDate(dayFromToday(2, timeZone));
  return [
    "Appointment ID,Appointment Date,Start Time,End Time,Customer Name,Phone,Email,Vehicle,License Plate,VIN," +
    "Description,Service Advisor",
    `T-2001,${tomorrow},8:00 AM,9:30 AM,Maria Gonzalez,(415) 555-0101,maria@example.com,2018 Toyota Camry,` +
    `8XYZ321,4T1B11HK5JU000001,Brakes squeal when stopping,Sam`,
    `T-2002,${tomorrow},1:30 PM,,"Lee, Dana",415-555-0177,,2012 Ford F-150,,,Oil change,Sam`,
    `T-2003,${later},10:00 AM,11:00 AM,Omar Haddad,,,2020 Tesla Model 3,,,Tire rotation,Ana`,
    `T-2004,13/45/2026,9:00 AM,,Bad Date,,,,,,Check engine light,Ana`,
  ].join("\r\n") + "\r\n";
}

/**
 * Issue 32's time-zone bomb as the review describes it (a file of under 400 bytes): a VTIMEZONE whose rule
 * repeats every second (or hour) from 1601, used by one event at 09:00 on `day` (December 10th, 2026). Expanding the zone from its rules filled the
 * memory (SECONDLY) or held the server 23 s (HOURLY). `tzid` may be an IANA name, which is read by its name.
 */
export function zoneBomb(freq: "SECONDLY" | "HOURLY", tzid = "Bay Time", day = "20261210"): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//review//bomb//EN",
    "BEGIN:VTIMEZONE",
    `TZID:${tzid}`,
    "BEGIN:STANDARD",
    "DTSTART:16010101T000000",
    `RRULE:FREQ=${freq}`,
    "TZOFFSETFROM:-0600",
    "TZOFFSETTO:-0600",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:bomb@review.example",
    "DTSTAMP:20261201T000000Z",
    `DTSTART;TZID=${tzid}:${day}T090000`,
    `DTEND;TZID=${tzid}:${day}T100000`,
    "SUMMARY:Brakes",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n") + "\r\n";
}

/** A calendar of `depth` VEVENTs, each inside the one before (issue 32: 30,000 of them answered 500). */
export function nestedEvents(depth = 30_000): string {
  return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + "BEGIN:VEVENT\r\n".repeat(depth) +
    "END:VEVENT\r\n".repeat(depth) +
    "END:VCALENDAR\r\n";
}
