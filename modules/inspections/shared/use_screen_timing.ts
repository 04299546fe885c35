// Counts the seconds an inspection's screen is visible and reports them to
// POST /ajax/inspections/{encInspectionId}/timing { screen, seconds } (docs/inspections/audit.md):
// every minute, when the tab is hidden, and when the page goes away. Hidden time does not count (a tab
// left open overnight is not an hour of auditing). The last reports go as a beacon, which cannot carry
// headers: the CSRF token rides in the JSON body, where the server's check also looks (src/platform/csrf.ts).
// The checklist and report pages use it with one line: useScreenTiming(encId, "checklist").
import { useEffect } from "react";
import { csrfToken, post } from "@ui/calls.ts";

export type TimedScreen = "checklist" | "audit" | "report";

const REPORT_EVERY_MS = 60_000;
/** The server takes at most 600 seconds per report; anything above waits for the next one. */
const MAX_SECONDS = 600;

/** `counts` false: this viewer's time is not the screen's work (a mechanic reading the audit). */
export function useScreenTiming(encInspectionId: string, screen: TimedScreen, counts = true): void {
  useEffect(() => {
    if (!counts) return;
    const url = `/ajax/inspections/${encInspectionId}/timing`;
    let visibleSince: number | null = document.visibilityState === "visible" ? Date.now() : null;
    let pendingMs = 0;

    function collect() {
      if (visibleSince === null) return;
      const now = Date.now();
      pendingMs += now - visibleSince;
      visibleSince = now;
    }
    function take(): number {
      collect();
      const seconds = Math.min(MAX_SECONDS, Math.floor(pendingMs / 1000));
      pendingMs -= seconds * 1000;
      return seconds;
    }
    function report() {
      const seconds = take();
      if (seconds < 1) return;
      void post(url, { screen, seconds }).then(
        (response) => {
          // Refused (signed out, inspection gone): those seconds are dropped, not retried forever.
          if (response.status >= 500) pendingMs += seconds * 1000;
        },
        () => (pendingMs += seconds * 1000),
      );
    }
    function beacon() {
      const seconds = take();
      if (seconds < 1) return;
      const body = JSON.stringify({ screen, seconds, csrfToken: csrfToken() });
      if (!navigator.sendBeacon(url, new Blob([body], { type: "application/json" }))) {
        pendingMs += seconds * 1000;
      }
    }
    function onVisibility() {
      if (document.visibilityState === "hidden") {
        beacon();
        visibleSince = null;
      } else if (visibleSince === null) {
        visibleSince = Date.now();
      }
    }

    const timer = setInterval(report, REPORT_EVERY_MS);
    document.addEventListener("visibilitychange", onVisibility);
    addEventListener("pagehide", beacon);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      removeEventListener("pagehide", beacon);
      // Leaving for another page of the app: this screen's time so far.
      beacon();
    };
  }, [encInspectionId, screen, counts]);
}
