// The CSV reading with exports of shop systems (fixtures/*.csv) read on Thursday November 26th, 2026 at noon
// in Los Angeles: their columns found by name, dates and times in the shop's zone, rows that cannot be read
// reported by number, unknown columns named.
import assert from "node:assert/strict";
import { InputError } from "@platform/errors.ts";
import { Messages } from "@modules/text/mod.ts";
import { MAX_APPOINTMENTS } from "./appointment.ts";
import { csvAppointments } from "./csv_appointments.ts";
import { monthFirstOf } from "./csv_dates.ts";
import { importWindow } from "./shop_time.ts";

/** The shipped en-US words: what the reader says is checked word for word. */
const EN = new Messages("en-US");

const WINDOW = importWindow(new Date("2026-11-26T20:00:00Z"), "America/Los_Angeles", 60);
const read = async (name: string, country = "US") =>
  csvAppointments(
    await Deno.readTextFile(new URL(`./fixtures/${name}`, import.meta.url)),
    WINDOW,
    country,
    EN,
  );

Deno.test("Tekmetric: ids as keys, a combined vehicle, a cancelled, a bad, a past and a repeated row", async () => {
  const { appointments, past, skipped, unknownColumns } = await read("tekmetric_appointments.csv");
  assert.deepEqual(appointments.map((a) => [a.importKey, a.startsAt.toISOString(), a.endsAt.toISOString()]), [
    ["csv:id:T-1001", "2026-11-27T16:00:00.000Z", "2026-11-27T17:30:00.000Z"],
    ["csv:id:T-1002", "2026-11-30T21:30:00.000Z", "2026-11-30T22:30:00.000Z"], // no end: an hour
  ]);
  const [maria, dana] = appointments;
  assert.deepEqual(
    [
      maria.firstName,
      maria.lastName,
      maria.phone,
      maria.email,
      maria.year,
      maria.make,
      maria.model,
      maria.plate,
    ],
    ["Maria", "Gonzalez", "(415) 555-0101", "maria@example.com", "2018", "Toyota", "Camry", "8XYZ321"],
  );
  assert.equal(maria.vin, "4T1B11HK5JU000001");
  assert.equal(
    maria.concern,
    "Brakes squeal when stopping\nand the car pulls left",
    "a quoted line break kept",
  );
  assert.deepEqual([dana.firstName, dana.lastName, dana.model], ["Dana", "Lee", "F-150"]);
  assert.equal(past, 1);
  assert.deepEqual(skipped, [
    { row: 4, reason: "It is cancelled (Cancelled)." },
    {
      row: 5,
      reason:
        '"13/45/2026" in Appointment Date is not a date (such as 11/27/2026, 2026-11-27 or Nov 27, 2026).',
    },
    { row: 7, reason: "It is the same appointment as row 2." },
  ]);
  assert.deepEqual(unknownColumns, ["Service Advisor"]);
});

Deno.test("Mitchell 1: Date and Time columns, 'Last, First' names, a row hash as key, a date-only row", async () => {
  const { appointments, skipped, unknownColumns } = await read("mitchell1_appointments.csv");
  assert.deepEqual(appointments.map((a) => [a.startsAt.toISOString(), a.allDay]), [
    ["2026-11-28T15:30:00.000Z", false],
    ["2026-11-28T22:00:00.000Z", false],
    ["2026-11-29T08:00:00.000Z", true],
  ]);
  assert.deepEqual([appointments[0].firstName, appointments[0].lastName], ["John", "Smith"]);
  assert.match(appointments[0].importKey, /^csv:sha256:[0-9a-f]{64}$/);
  assert.equal(appointments[2].endsAt.toISOString(), "2026-11-30T08:00:00.000Z", "an all-day row is its day");
  assert.deepEqual(skipped, [{
    row: 5,
    reason: '"25:00" in Time is not a time of day (such as 9:30 AM or 14:00).',
  }]);
  assert.deepEqual(unknownColumns, ["Mileage"]);
});

Deno.test("Google Calendar's CSV: ISO dates, 24-hour times, an all-day event, labels in the description", async () => {
  const { appointments, unknownColumns } = await read("google_calendar.csv");
  const [brakes, closed] = appointments;
  assert.equal(brakes.startsAt.toISOString(), "2026-12-02T17:00:00.000Z");
  assert.equal(brakes.endsAt.toISOString(), "2026-12-02T18:30:00.000Z");
  assert.deepEqual([brakes.firstName, brakes.lastName, brakes.concern], ["Ana", "Lopez", "Brake inspection"]);
  assert.equal(closed.allDay, true);
  assert.equal(closed.startsAt.toISOString(), "2026-12-24T08:00:00.000Z");
  assert.equal(closed.endsAt.toISOString(), "2026-12-26T08:00:00.000Z", "through its End Date");
  assert.deepEqual(unknownColumns, ["Location", "Private"]);
});

Deno.test("semicolons and day-first dates (27/11/2026) of a European export", async () => {
  const { appointments } = await read("day_first_semicolons.csv", "FR");
  assert.equal(appointments.length, 1);
  assert.equal(
    appointments[0].startsAt.toISOString(),
    "2026-11-27T22:00:00.000Z",
    "14:00 in the shop's zone",
  );
  assert.deepEqual([appointments[0].firstName, appointments[0].make, appointments[0].plate], [
    "Jean",
    "Renault",
    "AB-123-CD",
  ]);
});

Deno.test("03/04: the file's other dates decide day or month first, else the shop's country", () => {
  const csv = (dates: string[]) => ["Date,Time,Notes", ...dates.map((date) => `${date},9:00,x`)].join("\n");
  const window = importWindow(new Date("2026-01-01T12:00:00Z"), "UTC", 60);
  const days = (text: string, country: string) =>
    csvAppointments(text, window, country, EN).appointments.map((a) => a.startsAt.toISOString().slice(0, 10));
  assert.deepEqual(days(csv(["02/01/2026"]), "US"), ["2026-02-01"]);
  assert.deepEqual(days(csv(["02/01/2026"]), "GB"), ["2026-01-02"]);
  assert.deepEqual(days(csv(["02/01/2026", "25/01/2026"]), "US"), ["2026-01-02", "2026-01-25"]);
});

Deno.test("a spring-forward gap and the repeated autumn hour, in the shop's zone", () => {
  const window = importWindow(new Date("2026-03-01T12:00:00Z"), "America/New_York", 60);
  const text = "Date,Time\n2026-03-08,2:30 AM\n2026-11-01,1:30 AM\n";
  const [gap, repeated] = csvAppointments(text, window, "US", EN).appointments;
  assert.equal(gap.startsAt.toISOString(), "2026-03-08T07:30:00.000Z", "02:30 does not exist: 03:30 EDT");
  assert.equal(repeated.startsAt.toISOString(), "2026-11-01T05:30:00.000Z", "the first 01:30 (EDT)");
});

Deno.test("more than 5,000 appointments in one file is refused whole", () => {
  const rows = Array.from({ length: MAX_APPOINTMENTS + 1 }, (_, index) => `2026-12-01,9:00,Visit ${index}`);
  assert.throws(
    () => csvAppointments(["Date,Time,Notes", ...rows].join("\n"), WINDOW, "US", EN),
    new InputError(
      "The file has more than 5,000 appointments from today on; an import takes at most that many. Export a " +
        "shorter period.",
    ),
  );
});

Deno.test("day or month first: only a value that is a date one way round decides, whatever today is", () => {
  // Tomorrow's date as a US shop system writes it, beside one malformed row, read on every day of a leap year:
  // the malformed row never turns the file day first (12/08 stays December 8th, not "in the past").
  let day = Temporal.PlainDate.from("2028-01-01");
  const seen = new Set<number>();
  while (day.year === 2028) {
    const tomorrow = day.add({ days: 1 });
    const us = `${tomorrow.month}/${String(tomorrow.day).padStart(2, "0")}/${tomorrow.year}`;
    const csv = [
      "Appointment Date,Start Time,Customer Name",
      `${us},9:00 AM,Maria Gonzalez`,
      "13/45/2026,9:00 AM,Bad Date",
    ].join("\n");
    const noon = day.toZonedDateTime({ timeZone: "America/Chicago", plainTime: "12:00" });
    const window = importWindow(new Date(noon.epochMilliseconds), "America/Chicago", 60);
    const { appointments, past } = csvAppointments(csv, window, "US", EN);
    assert.equal(past, 0, `read on ${day}: ${us} is not in the past`);
    assert.deepEqual(
      appointments.map((a) =>
        Temporal.Instant.from(a.startsAt.toISOString()).toZonedDateTimeISO("America/Chicago")
          .toPlainDate().toString()
      ),
      [tomorrow.toString()],
      `read on ${day}`,
    );
    seen.add(tomorrow.day);
    day = tomorrow;
  }
  assert.equal(seen.size, 31, "every day of a month was read, 01 to 12 among them");
});

Deno.test("day or month first: the cases 01 to 12 of a month and the values that do decide", () => {
  // 01..12 are dates both ways round: the shop's country decides.
  for (let day = 1; day <= 12; day++) {
    const value = `12/${String(day).padStart(2, "0")}/2026`;
    assert.equal(monthFirstOf([value], "US"), true, `${value} in a US shop`);
    assert.equal(monthFirstOf([value], "GB"), false, `${value} in a British shop`);
    assert.equal(monthFirstOf([value, "13/45/2026", "99/99/2026"], "US"), true, `${value} beside bad rows`);
  }
  assert.equal(monthFirstOf(["25/12/2026"], "US"), false, "a day over 12 first: day first");
  assert.equal(monthFirstOf(["12/25/2026"], "GB"), true, "a day over 12 second: month first");
  assert.equal(monthFirstOf(["31/04/2026"], "GB"), false, "April has no 31st either way: no vote");
  assert.equal(monthFirstOf(["02/30/2026"], "GB"), false, "February 30th is no date either way: no vote");
  assert.equal(monthFirstOf(["30/01/2026", "31/01/2026", "01/13/2026"], "US"), false, "most values decide");
  assert.equal(monthFirstOf(["30/01/2026", "01/30/2026"], "GB"), false, "a tie: the country");
});
