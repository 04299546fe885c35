// The calendar read in a worker (read_calendar.ts): what the reader finds or refuses comes back as it is
// (in the shop's words, its overrides too), a file over its deadline is refused and its worker replaced, and
// more files at once than MAX_READING are a 429.
import assert from "node:assert/strict";
import { InputError, RateLimitedError } from "@platform/errors.ts";
import { Messages } from "@modules/text/mod.ts";
import { nestedEvents } from "../../../tests/support/appointment_files.ts";
import { MAX_READING, readCalendar, stopCalendarReaders } from "./read_calendar.ts";
import { importWindow } from "./shop_time.ts";

const EN = new Messages("en-US");
const WINDOW = importWindow(new Date("2026-11-26T20:00:00Z"), "America/Los_Angeles", 60);
const ONE =
  "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:one\r\nDTSTART:20261201T170000Z\r\nSUMMARY:Oil change\r\n" +
  "END:VEVENT\r\nEND:VCALENDAR\r\n";
/** A series stepping through 20,000 minutes: a fraction of a second's reading, far over a 1 ms deadline. */
const SLOW =
  "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:spam\r\nDTSTART:20000101T000000Z\r\nRRULE:FREQ=MINUTELY\r\n" +
  "END:VEVENT\r\nEND:VCALENDAR\r\n";

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test(name, async () => {
    try {
      await fn();
    } finally {
      stopCalendarReaders();
    }
  });

test("a file read in the worker: its appointments, or its refusal in the shop's words", async () => {
  const read = await readCalendar(ONE, WINDOW, EN);
  assert.deepEqual(read.appointments.map((a) => [a.startsAt.toISOString(), a.concern]), [
    ["2026-12-01T17:00:00.000Z", "Oil change"],
  ]);
  const shopWords = new Messages("es-MX", {
    "es-MX": { "appointmentImport.nestedTooDeep": "Demasiado anidado." },
  });
  await assert.rejects(readCalendar(nestedEvents(), WINDOW, shopWords), (error: Error) => {
    assert.ok(error instanceof InputError);
    assert.equal(error.message, "Demasiado anidado.");
    return true;
  });
});

test("a file over its deadline is refused (400), its worker ended, and the next file is read", async () => {
  await readCalendar(ONE, WINDOW, EN); // the worker ready: the deadline counts the reading only
  await assert.rejects(readCalendar(SLOW, WINDOW, EN, 1), (error: Error) => {
    assert.ok(error instanceof InputError);
    assert.match(
      error.message,
      /^The iCalendar file could not be read in 0\.001 seconds; nothing was imported\./,
    );
    return true;
  });
  assert.equal((await readCalendar(ONE, WINDOW, EN)).appointments.length, 1);
});

test(`more than ${MAX_READING} files at once: the next is a 429 to try again`, async () => {
  const reading = Array.from({ length: MAX_READING }, () => readCalendar(SLOW, WINDOW, EN));
  await assert.rejects(readCalendar(ONE, WINDOW, EN), (error: Error) => {
    assert.ok(error instanceof RateLimitedError);
    assert.equal(error.message, "Other calendars are being read right now. Try again in a few seconds.");
    return true;
  });
  for (const read of await Promise.all(reading)) assert.equal(read.skipped.length, 1);
});
