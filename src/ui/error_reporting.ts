// Client error reporting (seed 001): uncaught errors and unhandled promise rejections are POSTed to
// /ajax/misc/errors with every field of the "Client error report". When that report fails, the last resort
// is a script element's GET to /ajax/misc/errors/beacon with originalError and metaError, and the failure is
// kept locally (localStorage and the Rss-HasMetaError cookie). Installed once, from the root route.
import { CLIENT_ERROR_BEACON_PATH, CLIENT_ERRORS_PATH } from "../platform/client_error_report.ts";
import { VERSION_COMMIT, VERSION_UNIX } from "./build_version.ts";
import { csrfToken } from "./calls.ts";
import { serialiseErrorGraph } from "./error_graph.ts";
import {
  appendMetaError,
  isIgnoredError,
  META_ERROR_COOKIE,
  META_ERROR_COOKIE_DAYS,
  META_ERRORS_KEY,
} from "./meta_errors.ts";

/** A page that throws in a loop reports this many times, then stops (the server limits per address too). */
export const MAX_REPORTS_PER_PAGE = 20;
/** Each field sent is cut here; the server cuts further. */
const MAX_SENT_CHARS = 20_000;
const MAX_BEACON_CHARS = { originalError: 1500, metaError: 500 };

let installed = false;
let sent = 0;

export function installErrorReporting(): void {
  if (installed) return;
  installed = true;
  addEventListener("error", (event) => {
    void report(event.message || String(event.error), event, event.error);
  });
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    void report(`Unhandled promise rejection: ${text}`, event, reason);
  });
}

async function report(message: string, event: Event, error: unknown): Promise<void> {
  if (isIgnoredError(message) || sent >= MAX_REPORTS_PER_PAGE) return;
  sent++;
  let body: string;
  try {
    body = JSON.stringify(buildReport(message, event, error));
  } catch (buildError) {
    lastResort(message, `The report could not be built: ${String(buildError)}`);
    return;
  }
  try {
    const response = await fetch(CLIENT_ERRORS_PATH, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrfToken() },
      body,
    });
    if (!response.ok) lastResort(message, `The report was answered ${response.status}.`);
  } catch (sendError) {
    lastResort(message, `The report could not be sent: ${String(sendError)}`);
  }
}

function buildReport(message: string, event: Event, error: unknown): Record<string, unknown> {
  const errorEvent = event as ErrorEvent;
  const cut = (text: string) => text.slice(0, MAX_SENT_CHARS);
  return {
    clientUtcUnixMS: Date.now(),
    versionCommit: VERSION_COMMIT,
    versionUnix: VERSION_UNIX,
    level: "error",
    message: cut(message),
    errorEvent: cut(serialiseErrorGraph(event).text),
    error: cut(serialiseErrorGraph(error).text),
    errorEventFallback: cut(
      `${event.type} at ${errorEvent.filename ?? ""}:${errorEvent.lineno ?? ""}:${errorEvent.colno ?? ""}`,
    ),
    errorFallback: cut(error instanceof Error ? error.stack ?? String(error) : String(error)),
    callerStack: cut(new Error("caller").stack ?? ""),
    // A browser cannot see its document's request method; every page of the app is a GET, except a refused
    // form post shown again, which the page cannot tell from a GET either.
    documentMethod: "GET",
    documentUrl: location.href,
    documentReferer: document.referrer,
    clientHints: clientHints(),
    scriptElements: [...document.scripts].slice(0, 30).map((script) =>
      script.src ? script.src : `inline (${script.text.length} chars)`
    ),
    requestLog: requestLog(),
    globalContext: {
      title: document.title,
      visibilityState: document.visibilityState,
      hydrated: document.documentElement.dataset.hydrated === "true",
      online: navigator.onLine,
      pageAgeMs: Math.round(performance.now()),
    },
  };
}

function clientHints(): Record<string, unknown> {
  const uaData =
    (navigator as Navigator & { userAgentData?: { brands: unknown; mobile: boolean; platform: string } })
      .userAgentData;
  return {
    userAgent: navigator.userAgent,
    brands: uaData?.brands,
    mobile: uaData?.mobile,
    platform: uaData?.platform,
    languages: navigator.languages,
    viewport: `${innerWidth}x${innerHeight}`,
    devicePixelRatio,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The page's last calls, from the browser's resource timing (status where the browser gives it). */
function requestLog(): unknown[] {
  return performance.getEntriesByType("resource")
    .filter((entry) =>
      ["fetch", "xmlhttprequest", "beacon"].includes((entry as PerformanceResourceTiming).initiatorType)
    )
    .slice(-20)
    .map((entry) => {
      const timing = entry as PerformanceResourceTiming & { responseStatus?: number };
      return {
        url: timing.name,
        type: timing.initiatorType,
        status: timing.responseStatus,
        startMs: Math.round(timing.startTime),
        durationMs: Math.round(timing.duration),
      };
    });
}

/** The report failed: a script beacon to our own last-resort endpoint, and a note kept in this browser. */
function lastResort(originalError: string, metaError: string): void {
  try {
    const query = new URLSearchParams({
      originalError: originalError.slice(0, MAX_BEACON_CHARS.originalError),
      metaError: metaError.slice(0, MAX_BEACON_CHARS.metaError),
    });
    const script = document.createElement("script");
    script.src = `${CLIENT_ERROR_BEACON_PATH}?${query}`;
    script.async = true;
    script.onload = script.onerror = () => script.remove();
    document.head.append(script);
  } catch {
    // Nothing more can be done from here; the local note below still records it.
  }
  try {
    const entry = { clientUtcUnixMS: Date.now(), originalError, metaError };
    localStorage.setItem(META_ERRORS_KEY, appendMetaError(localStorage.getItem(META_ERRORS_KEY), entry));
    document.cookie = `${META_ERROR_COOKIE}=true; path=/; max-age=${
      META_ERROR_COOKIE_DAYS * 86400
    }; SameSite=Lax`;
  } catch {
    // Storage refused (private mode, quota): the beacon above is all there is.
  }
}
