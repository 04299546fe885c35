// The "Page open time event" of seed 001: which page, which moment of its life, and how it was sent. The
// browser side (src/ui/page_tracking.ts) and POST /ajax/misc/page-open share these names and rules.
import { InputError } from "./errors.ts";

export const PAGE_OPEN_PATH = "/ajax/misc/page-open";

/** The pages whose open time is tracked; the server refuses any other name. */
export const TRACKED_PAGES = [
  "inspectionChecklist",
  "inspectionDetails",
  "customerInspectionReport",
  "printedInspectionReport",
] as const;
export type TrackedPage = typeof TRACKED_PAGES[number];

export const SEND_MODES = ["fetch", "fetch-keep-alive", "beacon"] as const;
export type SendMode = typeof SEND_MODES[number];

/** The moments a page reports (DOM event names, plus init and the periodic ping). */
export const PAGE_EVENTS = [
  "init",
  "DOMContentLoaded",
  "pageshow",
  "pagehide",
  "load",
  "beforeunload",
  "unload",
  "visibilitychange",
  "submit",
  "ping",
] as const;
export type PageEvent = typeof PAGE_EVENTS[number];

/** A page load id that turns tracking off (Do Not Track). */
export const DO_NOT_TRACK = "DNT";

export const MAX_LOCATION_CHARS = 2000;
export const MAX_PAGE_LOAD_ID_CHARS = 100;
export const MAX_ARGS_CHARS = 4000;

export interface PageOpenEvent {
  pageName: TrackedPage;
  location: string;
  pageEvent: PageEvent;
  pageLoadId: string;
  initTime: number;
  clientUtcMS: number;
  args: unknown;
}

export interface PageOpenSend {
  mode: SendMode;
  event: PageOpenEvent;
}

const list = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;

/** Reads ?mode=&event= and the JSON body; throws InputError naming the first thing that is wrong. */
export function readPageOpenSend(query: URLSearchParams, body: unknown): PageOpenSend {
  const mode = query.get("mode") ?? "";
  if (!(SEND_MODES as readonly string[]).includes(mode)) {
    throw new InputError(`mode must be ${list(SEND_MODES)}.`);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new InputError("A page open event must be a JSON object.");
  }
  const fields = body as Record<string, unknown>;
  const { pageName, location, pageEvent, pageLoadId, initTime, clientUtcMS, args } = fields;
  if (!(TRACKED_PAGES as readonly unknown[]).includes(pageName)) {
    throw new InputError(`pageName must be ${list(TRACKED_PAGES)}.`);
  }
  if (!(PAGE_EVENTS as readonly unknown[]).includes(pageEvent)) {
    throw new InputError(`pageEvent must be one of ${PAGE_EVENTS.join(", ")}.`);
  }
  if (query.get("event") !== pageEvent) {
    throw new InputError("The event in the address must be the pageEvent of the body.");
  }
  if (typeof location !== "string" || location.length > MAX_LOCATION_CHARS) {
    throw new InputError(`location must be the page's address, at most ${MAX_LOCATION_CHARS} characters.`);
  }
  if (
    typeof pageLoadId !== "string" || pageLoadId.trim() === "" || pageLoadId.length > MAX_PAGE_LOAD_ID_CHARS
  ) {
    throw new InputError(`pageLoadId must be text of 1 to ${MAX_PAGE_LOAD_ID_CHARS} characters.`);
  }
  for (const [name, value] of [["initTime", initTime], ["clientUtcMS", clientUtcMS]] as const) {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 8.64e15) {
      throw new InputError(`${name} must be a time in milliseconds since 1970.`);
    }
  }
  if (args !== undefined && (JSON.stringify(args) ?? "").length > MAX_ARGS_CHARS) {
    throw new InputError(`args must be at most ${MAX_ARGS_CHARS} characters as JSON.`);
  }
  return {
    mode: mode as SendMode,
    event: {
      pageName: pageName as TrackedPage,
      location,
      pageEvent: pageEvent as PageEvent,
      pageLoadId,
      initTime: Math.round(initTime as number),
      clientUtcMS: Math.round(clientUtcMS as number),
      args: args ?? null,
    },
  };
}
