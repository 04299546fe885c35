// Page-open tracking (seed 001): a tracked page reports the moments of its life to POST /ajax/misc/page-open
// (?mode=&event=), so the time a page was open can be told from its events. Each moment uses the send mode
// the specification gives it: a page that is going away can only rely on a keep-alive fetch or a beacon.
// Answers are not read, only their status, which drives the ping period (ping_period.ts). The body is the
// seed's payload and nothing else: the call takes no CSRF token (the server checks the Origin instead).
import {
  DO_NOT_TRACK,
  PAGE_OPEN_PATH,
  type PageEvent,
  type SendMode,
  type TrackedPage,
} from "../platform/page_open_event.ts";
import { nextPingPeriod, PING_PERIOD_MS, pingIsOn, sendSucceeded } from "./ping_period.ts";

export interface PageTrackingOptions {
  pageName: TrackedPage;
  /** The page load's id; "DNT" turns tracking off. A random id when not given. */
  pageLoadId?: string;
  postUrl?: string;
  /** Told whenever the ping period changes (the gallery shows it). */
  onPingPeriod?: (period: number) => void;
}

export interface PageTracker {
  /** Sends one event now; the answer's status, or null when there was none (beacon, network failure). */
  send(event: PageEvent, mode: SendMode, args?: unknown): Promise<number | null>;
  pingPeriod(): number;
  /** Removes the listeners and the ping (a client-side navigation away from the page). */
  stop(): void;
}

/** Starts tracking the page: sends init, listens for the page's moments, pings. Null when tracking is off. */
export function startPageTracking(options: PageTrackingOptions): PageTracker | null {
  const pageLoadId = options.pageLoadId ?? crypto.randomUUID();
  if (pageLoadId === DO_NOT_TRACK) return null;
  const postUrl = options.postUrl ?? PAGE_OPEN_PATH;
  const initTime = Date.now();
  let period = PING_PERIOD_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const removers: Array<() => void> = [];

  function body(event: PageEvent, args: unknown): string {
    return JSON.stringify({
      pageName: options.pageName,
      location: location.href,
      pageEvent: event,
      pageLoadId,
      initTime,
      clientUtcMS: Date.now(),
      args,
    });
  }

  async function send(event: PageEvent, mode: SendMode, args: unknown = null): Promise<number | null> {
    const url = `${postUrl}?${new URLSearchParams({ mode, event })}`;
    if (mode === "beacon") {
      const queued = navigator.sendBeacon(url, new Blob([body(event, args)], { type: "application/json" }));
      if (!queued) console.log(`Page tracking: the ${event} beacon could not be queued.`);
      return null;
    }
    let status: number | null = null;
    try {
      const response = await fetch(url, {
        method: "POST",
        credentials: "include",
        keepalive: mode === "fetch-keep-alive",
        headers: { "Content-Type": "application/json" },
        body: body(event, args),
      });
      status = response.status;
    } catch {
      // No answer at all (offline, page going away): a failure like any other.
    }
    if (!sendSucceeded(status)) {
      const note = `Page tracking: the ${event} event was not accepted (${status ?? "no answer"}).`;
      if (event === "pagehide") console.warn(note);
      else console.log(note);
    }
    setPeriod(nextPingPeriod(period, sendSucceeded(status)));
    return status;
  }

  function setPeriod(next: number) {
    if (next === period) return;
    period = next;
    options.onPingPeriod?.(period);
    schedulePing();
  }

  function schedulePing() {
    clearTimeout(timer);
    timer = pingIsOn(period)
      ? setTimeout(() => void send("ping", "fetch").then(schedulePing), period)
      : undefined;
  }

  function on(target: EventTarget, type: string, listener: (event: Event) => void) {
    target.addEventListener(type, listener, { capture: true });
    removers.push(() => target.removeEventListener(type, listener, { capture: true }));
  }

  on(
    window,
    "pageshow",
    (e) => void send("pageshow", "fetch", { persisted: (e as PageTransitionEvent).persisted }),
  );
  on(
    window,
    "pagehide",
    (e) => void send("pagehide", "fetch-keep-alive", { persisted: (e as PageTransitionEvent).persisted }),
  );
  on(window, "beforeunload", () => void send("beforeunload", "fetch-keep-alive"));
  on(window, "unload", () => void send("unload", "beacon"));
  on(document, "visibilitychange", () => {
    const state = document.visibilityState;
    const mode = state === "hidden" ? "beacon" : state === "visible" ? "fetch" : "fetch-keep-alive";
    void send("visibilitychange", mode, { visibilityState: state });
  });
  on(document, "submit", (e) => {
    const form = e.target as HTMLFormElement;
    void send("submit", "fetch-keep-alive", { action: form.getAttribute("action") ?? "" });
  });

  void send("init", "fetch");
  // A page starts tracking when its scripts run, often after these moments passed: they are sent at once
  // then, with the time they happened (ms after navigation start) from the navigation timing.
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (document.readyState === "loading") {
    on(document, "DOMContentLoaded", () => void send("DOMContentLoaded", "fetch"));
  } else {
    void send("DOMContentLoaded", "fetch", {
      passedBeforeStart: true,
      atMs: navigation?.domContentLoadedEventEnd,
    });
  }
  if (document.readyState !== "complete") {
    on(window, "load", () => void send("load", "fetch"));
  } else {
    void send("load", "fetch", { passedBeforeStart: true, atMs: navigation?.loadEventEnd });
  }
  schedulePing();

  return {
    send,
    pingPeriod: () => period,
    stop() {
      clearTimeout(timer);
      for (const remove of removers) remove();
    },
  };
}
