// The staff app's service worker, built to /sw.js (scripts/service_worker_plugin.ts) with the list of the
// built shell's files. Why it keeps what it keeps, and for how long: docs/decisions/019-offline-staff-app.md.
//
// - The shell (script and style chunks, icons, the offline page) is precached at install, so a kept page
//   opens without the network.
// - A staff page is fetched from the network first; when that fails or takes longer than a few seconds, the
//   copy kept on this device is shown, and when there is none, the offline page. Every page that loads is
//   kept, for a day, for the person signed in: another person's pages are dropped, and so are all of them on
//   sign-out. Calls (/ajax, server functions), files and form posts are never kept.
// - Pages ask it to fetch pages ahead (today's checklists) or to keep the page they show.
// - Background Sync for the outbox: the browser wakes the worker when the network is back; the worker tells
//   the open pages, whose outbox sends.
//
// The worker's own types: the project's type check runs with the DOM library, which has none of a worker's,
// and a worker library for this one file would apply to every file.
import {
  CacheExpiration,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  Serwist,
  type SerwistPlugin,
} from "serwist";
import {
  isKeptPage,
  KEEP_PAGES_SECONDS,
  KEPT_PAGES_COOKIE,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE,
  offlinePageFor,
  OUTBOX_SYNC_TAG,
  type PageMessage,
  PAGES_CACHE,
  pagesToFetchAhead,
  type WorkerMessage,
} from "./offline_rules.ts";
import { KEPT_AT_ATTRIBUTE } from "./kept_page.ts";

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
/** Chromium's static routing (InstallEvent.addRoutes): requests that bypass the worker altogether. */
interface RouterRule {
  condition: { urlPattern: { pathname: string } };
  source: "network";
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: RouterRule[]): Promise<void>;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: PageMessage | null;
}
/** The Cookie Store API in a worker (Chromium, Safari 18.4): the page's cookies, but the HttpOnly ones. */
interface WorkerCookieStore {
  get(name: string): Promise<{ value: string } | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly cookieStore?: WorkerCookieStore;
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<
      Array<{
        postMessage(message: WorkerMessage): void;
      }>
    >;
  };
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "install", listener: (event: InstallEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;

/** The built shell's files, and their version, written in by the build. */
declare const __SHELL_FILES__: PrecacheEntry[];
declare const __SHELL_VERSION__: string;

/** This build's kept pages: a page refers to the script files of the build it was made by. */
const PAGES = `${PAGES_CACHE}-${__SHELL_VERSION__}`;

/**
 * Keeps pages only: a whole page (200, HTML) answered for the address asked, never a redirect's target. The
 * copy kept is marked with when it was made (`data-kept-at` on its <html>, from the server's Date), so a page
 * shown from it says it is the device's copy and how old (kept_page.ts); the page from the network has no mark.
 */
const onlyPages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !response.redirected &&
      (response.headers.get("Content-Type") ?? "").startsWith("text/html")
      ? await markedKept(response)
      : null,
};

/** The header of a kept copy that names the session it was kept in (the session's mark cookie). */
const KEPT_FOR_HEADER = "X-Kept-For";

async function markedKept(response: Response): Promise<Response> {
  const date = Date.parse(response.headers.get("Date") ?? "");
  const keptAt = new Date(Number.isFinite(date) ? date : Date.now()).toISOString();
  const html = (await response.text()).replace(/<html\b/i, `<html ${KEPT_AT_ATTRIBUTE}="${keptAt}"`);
  const headers = new Headers(response.headers);
  // The body is the decoded text now.
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(KEPT_FOR_HEADER, (await sessionMark()) ?? "");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The signed-in session's mark (its cookie), null when there is none, or undefined where the browser gives a
 * worker no cookies (no Cookie Store API): then kept pages are guarded only by what pages tell the worker.
 */
async function sessionMark(): Promise<string | null | undefined> {
  const store = worker.cookieStore;
  if (!store) return undefined;
  try {
    const cookie = await store.get(`__Host-${KEPT_PAGES_COOKIE}`) ?? await store.get(KEPT_PAGES_COOKIE);
    return cookie?.value ?? null;
  } catch {
    return undefined;
  }
}

/**
 * A page from the device rather than the network, shown only in the session it was kept in: a session that
 * ended without the Sign out button (cookies cleared, revoked, expired) took its mark with it, and then every
 * kept page is dropped and the offline page shown, so the next person on the device never reads the last one's.
 */
async function shownKeptPage(response: Response, url: URL): Promise<Response> {
  if (!response.headers.has(KEPT_FOR_HEADER)) return response;
  const mark = await sessionMark();
  if (mark === undefined || (mark !== null && mark === response.headers.get(KEPT_FOR_HEADER))) {
    return response;
  }
  await forgetPages();
  return await offlinePage(url);
}

const expiration = new ExpirationPlugin({
  maxAgeSeconds: KEEP_PAGES_SECONDS,
  // A day's pages for one person is a few dozen; the bound only guards the device's storage.
  maxEntries: 200,
});

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onlyPages, expiration],
  // A page fetched ahead asked with other headers than a navigation; it is the same page.
  matchOptions: { ignoreVary: true },
});

const serwist = new Serwist({
  precacheEntries: __SHELL_FILES__,
  // A new version takes over at once: the pages kept were made for the old shell's files, which the new
  // precache no longer has, so they are dropped (activate, below) and kept again as they are opened.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // Whole pages only: a page inside the app's popup (an iframe) is left to the browser, since the server
      // tells a framed page by its Sec-Fetch-Dest, which a worker's own fetch cannot carry.
      matcher: ({ request, url, sameOrigin }) =>
        request.mode === "navigate" && request.destination === "document" && sameOrigin &&
        isKeptPage(url.pathname),
      handler: async (options) => {
        try {
          return await shownKeptPage(await pages.handle(options), options.url);
        } catch {
          return await offlinePage(options.url);
        }
      },
    },
    {
      // Other pages of the app (sign-in, registration...) are never kept, but offline they get the offline page
      // rather than the browser's error.
      matcher: ({ request, sameOrigin }) =>
        request.mode === "navigate" && request.destination === "document" && sameOrigin,
      handler: async ({ request, url }) => {
        try {
          return await fetch(request);
        } catch {
          return await offlinePage(url);
        }
      },
    },
  ],
});

/** The offline page in place of the page at `url`, its "Back to the Bay" leading to that shop's Bay. */
async function offlinePage(url: URL): Promise<Response> {
  const page = await serwist.matchPrecache(OFFLINE_PAGE);
  if (!page) {
    return new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain" } });
  }
  return new Response(offlinePageFor(await page.text(), url.pathname), {
    status: page.status,
    headers: page.headers,
  });
}

/** Drops every kept page (and their ages). */
async function forgetPages(): Promise<void> {
  await expiration.deleteCacheAndMetadata();
}

// Who the kept pages belong to, in a cache of its own (a worker's variables do not outlive it).
const PERSON_CACHE = "staff-person";
const PERSON_KEY = "/kept-pages-person.txt";

async function keepPagesFor(person: string | null): Promise<void> {
  const store = await caches.open(PERSON_CACHE);
  const owner = await (await store.match(PERSON_KEY))?.text() ?? null;
  if (owner === person && person !== null) return;
  await forgetPages();
  if (person === null) await store.delete(PERSON_KEY);
  else await store.put(PERSON_KEY, new Response(person));
}

/** A kept copy younger than this is not fetched again when a page asks (it was just opened or fetched). */
const FRESH_SECONDS = 30;

async function fetchAhead(urls: string[], freshSeconds: number, event: ExtendableEvent): Promise<void> {
  const store = await caches.open(PAGES);
  for (const url of urls) {
    const kept = await store.match(url, { ignoreVary: true });
    // The server's Date header says when the copy was made.
    const keptAt = Date.parse(kept?.headers.get("Date") ?? "");
    if (Date.now() - keptAt < freshSeconds * 1000) continue;
    const request = new Request(url, { credentials: "same-origin", headers: { Accept: "text/html" } });
    // A page that cannot be fetched now keeps its older copy, if any.
    await pages.handle({ request, event }).catch(() => undefined);
  }
}

// Page messages are handled one after the other: a person's change must drop the old pages before the
// next request keeps new ones.
let messages: Promise<void> = Promise.resolve();

worker.addEventListener("message", (event) => {
  const message = event.data;
  let task: (() => Promise<void>) | null = null;
  if (message?.type === "signed-in") task = () => keepPagesFor(message.person);
  if (message?.type === "keep-pages") {
    const urls = pagesToFetchAhead(message.urls, worker.location.origin);
    const fresh = message.freshSeconds;
    const freshSeconds = typeof fresh === "number" && fresh >= 0
      ? Math.min(fresh, KEEP_PAGES_SECONDS)
      : FRESH_SECONDS;
    task = () => fetchAhead(urls, freshSeconds, event);
  }
  if (!task) return;
  messages = messages.then(task).catch(() => undefined);
  event.waitUntil(messages);
});

const SIGN_OUT = new Set(["/logout", "/session/logOff"]);

// Form posts are never kept. Signing out drops the kept pages at once; offline, a post gets the offline
// page instead of the browser's error.
worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.mode !== "navigate" || request.method === "GET") return;
  if (SIGN_OUT.has(new URL(request.url).pathname)) event.waitUntil(forgetPages());
  event.respondWith(fetch(request).catch(() => offlinePage(new URL(request.url))));
});

// Calls go straight to the network, never through the worker, where the browser has static routing: a
// beacon or keep-alive call sent as a page goes away (the seconds an audit was open, page-open events) was
// lost about every other time when the worker had to start to pass it on. The worker keeps no call anyway.
worker.addEventListener("install", (event) => {
  if (!event.addRoutes) return;
  event.waitUntil(
    event.addRoutes([
      { condition: { urlPattern: { pathname: "/ajax/*" } }, source: "network" },
      { condition: { urlPattern: { pathname: "/_serverFn/*" } }, source: "network" },
    ]).catch(() => undefined),
  );
});

// Pages kept by an earlier build are dropped with their ages; this build's, being kept already by the time
// it activates (a page asks as soon as the worker is there), stay.
worker.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith(`${PAGES_CACHE}-`) || name === PAGES) continue;
      await caches.delete(name);
      await new CacheExpiration(name, { maxAgeSeconds: KEEP_PAGES_SECONDS }).delete();
    }
  })());
});

worker.addEventListener("sync", (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    worker.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const page of windows) page.postMessage({ type: "outbox-sync" });
    }),
  );
});

serwist.addEventListeners();
