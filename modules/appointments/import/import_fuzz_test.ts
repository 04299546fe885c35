// Issue 32, the property under the route's: whatever file an appointments import is sent — a real export
// with hostile lines laid in (zone bombs, runaway rules, nesting, dates out of range), truncated, with bytes
// flipped, or bytes of another kind — reading it either gives appointments or refuses it with the import's
// own InputError (a 400 with its reason); nothing else is thrown, and no reading runs unbounded. The same
// files go through the route in the fuzz run (tests/support/fuzz_requests.ts, `deno task bench fuzz`).
import assert from "node:assert/strict";
import fc from "fast-check";
import { InputError } from "@platform/errors.ts";
import { Messages } from "@modules/text/mod.ts";
import { hostileCalendars, hostileCsvs } from "../../../tests/support/hostile_files.ts";
import { csvAppointments } from "./csv_appointments.ts";
import { icsAppointments } from "./ics_appointments.ts";
import { importWindow } from "./shop_time.ts";
import { uploadedFile } from "./uploaded_file.ts";

const EN = new Messages("en-US");
const WINDOW = importWindow(new Date("2026-11-26T20:00:00Z"), "America/Los_Angeles", 60);
const RUNS = Number(Deno.env.get("FUZZ_RUNS") ?? 100);
const SEED = Number(Deno.env.get("FUZZ_SEED") ?? 32);
const fixture = (name: string) => Deno.readTextFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Runs `read`; an InputError is a refusal, anything else fails the property. */
function readsOrRefuses(read: () => unknown): void {
  try {
    read();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    assert.ok(error.message.length > 0);
  }
}

Deno.test("a hostile calendar is read or refused with the import's 400, never anything else", () => {
  fc.assert(
    fc.property(hostileCalendars([fixture("weekly_with_exceptions.ics")]), (text) => {
      readsOrRefuses(() => icsAppointments(text, WINDOW, EN));
    }),
    { numRuns: RUNS, seed: SEED },
  );
});

Deno.test("a hostile CSV is read or refused with the import's 400, never anything else", () => {
  const csvs = ["tekmetric_appointments.csv", "mitchell1_appointments.csv", "google_calendar.csv"]
    .map(fixture);
  fc.assert(
    fc.property(hostileCsvs(csvs), fc.constantFrom("US", "MX", "CA", "GB"), (text, country) => {
      readsOrRefuses(() => csvAppointments(text, WINDOW, country, EN));
    }),
    { numRuns: RUNS, seed: SEED },
  );
});

Deno.test("any bytes as the upload's file: its text, or the import's 400", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uint8Array({ maxLength: 3000 }),
      fc.string({ maxLength: 40 }),
      async (bytes, name) => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(bytes)], name));
        try {
          await uploadedFile(form, EN);
        } catch (error) {
          if (!(error instanceof InputError)) throw error;
        }
      },
    ),
    { numRuns: RUNS, seed: SEED },
  );
});
