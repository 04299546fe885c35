// An iCalendar file read off the request's event loop: in a worker (ics_worker.ts) under a hard deadline,
// ended when over it, so that no file holds the server while it is read (issue 32: one upload held every
// shop 23 s). The reading itself is bounded in steps (ics_appointments.ts); the deadline is the net under
// whatever a step budget does not foresee. At most MAX_READING files are read at once in a process (each
// worker has its own heap): another is answered 429 to try again in a few seconds. A worker loads the
// import's code once (seconds) and is kept for the next file; one stopped at its deadline is replaced.
import { InputError, RateLimitedError } from "@platform/errors.ts";
import { APPOINTMENT_IMPORT_MESSAGES as M, type Messages } from "@modules/text/mod.ts";
import type { FileAppointments } from "./appointment.ts";
import type { CalendarJob, ReaderAnswer } from "./ics_worker.ts";
import type { ImportWindow } from "./shop_time.ts";

/** How long one file may take to read, once its worker is ready; a year's export reads in under a second. */
export const READ_DEADLINE_MS = 10_000;
/** How many files a process reads at once. */
export const MAX_READING = 2;

/** A worker and the promise of its first "ready" (its code loaded). */
interface Reader {
  worker: Worker;
  ready: Promise<void>;
}

const idle: Reader[] = [];
let reading = 0;
/** Bumped by stopCalendarReaders: a worker busy then is ended after its file, not kept. */
let generation = 0;

export async function readCalendar(
  text: string,
  window: ImportWindow,
  words: Messages,
  deadlineMs = READ_DEADLINE_MS,
): Promise<FileAppointments> {
  if (reading >= MAX_READING) throw new RateLimitedError(words.text(M.importsBusy), 5);
  reading++;
  const started = generation;
  const reader = idle.pop() ?? startReader();
  let keep = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await reader.ready;
    const answer = await new Promise<ReaderAnswer>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new InputError(words.text(M.calendarTooSlow, { seconds: deadlineMs / 1000 }))),
        deadlineMs,
      );
      reader.worker.onmessage = ({ data }: MessageEvent<ReaderAnswer>) => resolve(data);
      reader.worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(`the calendar reader stopped: ${event.message}`));
      };
      reader.worker.postMessage(
        { text, window, culture: words.culture, overrides: words.overrides } satisfies CalendarJob,
      );
    });
    if ("failure" in answer) throw new Error(`reading a calendar failed: ${answer.failure}`);
    // Read or refused, the worker is as good as new; after a deadline or a crash it is ended.
    keep = true;
    if ("refusal" in answer) throw new InputError(answer.refusal);
    return answer.read;
  } finally {
    clearTimeout(timer);
    reading--;
    if (keep && started === generation) idle.push(reader);
    else reader.worker.terminate();
  }
}

function startReader(): Reader {
  const worker = new Worker(new URL("./ics_worker.ts", import.meta.url), { type: "module" });
  const ready = new Promise<void>((resolve, reject) => {
    worker.onmessage = () => resolve();
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(`the calendar reader did not start: ${event.message}`));
    };
  });
  return { worker, ready };
}

/** Ends the workers kept for the next file (the app's close); a busy one ends after its file. */
export function stopCalendarReaders(): void {
  generation++;
  for (const reader of idle.splice(0)) reader.worker.terminate();
}
