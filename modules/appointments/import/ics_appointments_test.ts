// The .ics reading with a Google Calendar export (fixtures/weekly_with_exceptions.ics) read on Thursday
// November 26th, 2026 at noon in Los Angeles: a weekly series with an EXDATE and a RECURRENCE-ID override, an
// all-day event, a UTC event, a floating one, a past one and a cancelled one.
import assert from "node:assert/strict";
import { icsAppointments, MAX_RECURRENCE_STEPS, zoneName } from "./ics_appointments.ts";
import { importWindow } from "./shop_time.ts";
import { Messages } from "@modules/text/mod.ts";
import { InputError } from "@platform/errors.ts";
import { nestedEvents, zoneBomb } from "../../../tests/support/appointment_files.ts";

/** The shipped en-US words: what the reader says is checked word for word. */
const EN = new Messages("en-US");

const ZONE = "America/Los_Angeles";
const NOW = new Date("2026-11-26T20:00:00Z");
const fixture = (name: string) => Deno.readTextFile(new URL(`./fixtures/${name}`, import.meta.url));
const read = async () =>
  icsAppointments(await fixture("weekly_with_exceptions.ics"), importWindow(NOW, ZONE, 60), EN);

Deno.test("a weekly series: its occurrences from today to 60 days ahead, in the event's zone", async () => {
  const series = (await read()).appointments.filter((a) => a.importKey.startsWith("ics:fleet-oil-change"));
  assert.deepEqual(series.map((a) => a.startsAt.toISOString()), [
    "2026-12-01T17:00:00.000Z", // Tuesday 09:00 PST; the Tuesdays of November are past
    // December 8th is the EXDATE's
    "2026-12-15T22:00:00.000Z", // the override: 14:00 instead of 09:00
    "2026-12-22T17:00:00.000Z",
    "2026-12-29T17:00:00.000Z",
    "2027-01-05T17:00:00.000Z",
    "2027-01-12T17:00:00.000Z",
    "2027-01-19T17:00:00.000Z", // January 26th is past the 60 days (January 25th, noon)
  ]);
  const moved = series[1];
  assert.equal(
    moved.importKey,
    "ics:fleet-oil-change@bay1.example@2026-12-15T17:00:00.000Z",
    "keyed by RECURRENCE-ID",
  );
  assert.equal(moved.endsAt.toISOString(), "2026-12-15T23:00:00.000Z");
  assert.equal(moved.concern, "Fleet oil change (afternoon)\nBring the fleet card.");
  assert.deepEqual(
    [moved.firstName, moved.lastName, moved.vin],
    ["John", "Smith", "2HGFB2F59FH500001"],
    "an override without a description has its series'",
  );
  assert.deepEqual(
    [
      series[0].firstName,
      series[0].lastName,
      series[0].phone,
      series[0].year,
      series[0].make,
      series[0].model,
    ],
    ["John", "Smith", "(415) 555-0199", "2015", "Honda", "Civic"],
    "the description's labelled lines",
  );
  assert.equal(series[0].vin, "2HGFB2F59FH500001", "a VIN in capitals");
  assert.equal(
    series[0].concern,
    "Fleet oil change\nBring the fleet card.",
    "the title, then the unlabelled lines",
  );
});

Deno.test("all-day, UTC, floating, past and cancelled events", async () => {
  const { appointments, past, skipped } = await read();
  const byUid = (uid: string) => appointments.find((a) => a.importKey.startsWith(`ics:${uid}@`))!;
  const allDay = byUid("tire-day@bay1.example");
  assert.equal(allDay.allDay, true);
  assert.equal(
    allDay.startsAt.toISOString(),
    "2026-12-01T08:00:00.000Z",
    "the day's start in the shop's zone",
  );
  assert.equal(allDay.endsAt.toISOString(), "2026-12-02T08:00:00.000Z");
  assert.equal(allDay.importKey, "ics:tire-day@bay1.example@2026-12-01");
  const utc = byUid("utc-brakes@bay1.example");
  assert.equal(utc.startsAt.toISOString(), "2026-11-30T17:00:00.000Z");
  assert.deepEqual([utc.firstName, utc.lastName, utc.email], ["Ana", "Lopez", "ana@example.com"]);
  const floating = byUid("floating@bay1.example");
  assert.equal(floating.startsAt.toISOString(), "2026-11-28T18:00:00.000Z", "10:00 in X-WR-TIMEZONE");
  assert.equal(past, 1, "October's visit");
  assert.deepEqual(skipped, [{ event: '"Cancelled visit"', reason: "It is cancelled (STATUS:CANCELLED)." }]);
  assert.equal(appointments.length, 10);
});

Deno.test("a time zone defined only by the file's VTIMEZONE (Outlook's Windows names) is read by it", () => {
  const ics = [
    "BEGIN:VCALENDAR",
    "BEGIN:VTIMEZONE",
    "TZID:Eastern Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16011104T020000",
    "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:16010311T020000",
    "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    "UID:outlook-1",
    "DTSTART;TZID=Eastern Standard Time:20261203T090000",
    "DTEND;TZID=Eastern Standard Time:20261203T100000",
    "SUMMARY:Diagnostics",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const [only] = icsAppointments(ics, importWindow(NOW, ZONE, 60), EN).appointments;
  assert.equal(only.startsAt.toISOString(), "2026-12-03T14:00:00.000Z");
});

Deno.test("a series that repeats too often is left out with the reason, and the others are read", () => {
  const ics = [
    "BEGIN:VCALENDAR",
    "BEGIN:VEVENT",
    "UID:every-minute",
    "DTSTART:20000101T000000Z",
    "RRULE:FREQ=MINUTELY",
    "SUMMARY:Spam",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:single",
    "DTSTART:20261201T170000Z",
    "SUMMARY:Oil change",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const { appointments, skipped } = icsAppointments(ics, importWindow(NOW, ZONE, 60), EN);
  assert.deepEqual(appointments.map((a) => a.concern), ["Oil change"]);
  assert.equal(skipped.length, 1);
  assert.equal(skipped[0].event, '"Spam"');
  assert.match(skipped[0].reason, new RegExp(`more than ${MAX_RECURRENCE_STEPS.toLocaleString("en-US")}`));
});

Deno.test("a TZID names an IANA zone also with a path before it", () => {
  assert.equal(zoneName("America/New_York"), "America/New_York");
  assert.equal(zoneName("/mozilla.org/20070129_1/America/New_York"), "America/New_York");
  assert.equal(zoneName("Eastern Standard Time"), null);
});

// Issue 32: no file stops the server. The review's zone bombs and nested events, read at NOW.
const bombWindow = importWindow(NOW, ZONE, 60);

Deno.test("a zone bomb in a custom zone (SECONDLY, HOURLY from 1601) is refused naming the zone", () => {
  for (const freq of ["SECONDLY", "HOURLY"] as const) {
    assert.throws(
      () => icsAppointments(zoneBomb(freq), bombWindow, EN),
      (error: Error) => {
        assert.ok(error instanceof InputError);
        assert.equal(
          error.message,
          `The iCalendar file could not be read: its time zone "Bay Time" changes more than 10,000 times up to 2028. Export the calendar with a standard time zone (such as America/Chicago).`,
        );
        return true;
      },
    );
  }
});

Deno.test("a zone with an IANA name (its TZID or X-LIC-LOCATION) is read by the name, its rules never expanded", () => {
  const byTzid = icsAppointments(zoneBomb("SECONDLY", "America/Chicago"), bombWindow, EN);
  const byLocation = icsAppointments(
    zoneBomb("SECONDLY").replace("TZID:Bay Time", "TZID:Bay Time\r\nX-LIC-LOCATION:America/Chicago"),
    bombWindow,
    EN,
  );
  for (const read of [byTzid, byLocation]) {
    assert.deepEqual(read.skipped, []);
    // 09:00 in Chicago in December (CST, UTC-6).
    assert.deepEqual(read.appointments.map((a) => a.startsAt.toISOString()), ["2026-12-10T15:00:00.000Z"]);
  }
});

Deno.test("a custom zone of yearly rules (Outlook's) still reads by its rules", () => {
  const outlook = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VTIMEZONE",
    "TZID:Central Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16010101T020000",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0600",
    "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:16010101T020000",
    "TZOFFSETFROM:-0600",
    "TZOFFSETTO:-0500",
    "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    ...[["winter", "20261210"], ["spring", "20270120"]].flatMap(([uid, day]) => [
      "BEGIN:VEVENT",
      `UID:${uid}@outlook.example`,
      `DTSTART;TZID=Central Standard Time:${day}T090000`,
      "SUMMARY:Oil change",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ].join("\r\n");
  const read = icsAppointments(outlook, bombWindow, EN);
  assert.deepEqual(read.appointments.map((a) => a.startsAt.toISOString()), [
    "2026-12-10T15:00:00.000Z",
    "2027-01-20T15:00:00.000Z",
  ]);
});

Deno.test("30,000 nested VEVENTs are refused: components nest 8 deep at most", () => {
  assert.throws(() => icsAppointments(nestedEvents(), bombWindow, EN), (error: Error) => {
    assert.ok(error instanceof InputError);
    assert.match(error.message, /nest more than 8 deep/);
    return true;
  });
});
