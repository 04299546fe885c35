// The worker that reads iCalendar files, one at a time (read_calendar.ts keeps it, and ends it when over its
// deadline): "ready" once its code is loaded, then for each file what it holds, or the refusal's message.
/// <reference lib="deno.worker" />
import { InputError } from "@platform/errors.ts";
import { Messages, type Overrides } from "@modules/text/mod.ts";
import { icsAppointments } from "./ics_appointments.ts";
import type { FileAppointments } from "./appointment.ts";
import type { ImportWindow } from "./shop_time.ts";

export interface CalendarJob {
  text: string;
  window: ImportWindow;
  culture: string;
  overrides: Overrides;
}

export type ReaderAnswer = { read: FileAppointments } | { refusal: string } | { failure: string };

self.onmessage = (event: MessageEvent<CalendarJob>) => {
  const { text, window, culture, overrides } = event.data;
  try {
    self.postMessage(
      { read: icsAppointments(text, window, new Messages(culture, overrides)) } satisfies ReaderAnswer,
    );
  } catch (error) {
    // A refusal goes back as its message; anything else is a bug, sent back to be logged as one.
    if (error instanceof InputError) self.postMessage({ refusal: error.message });
    else self.postMessage({ failure: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
};

self.postMessage({ ready: true });
