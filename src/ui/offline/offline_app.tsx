// The page's side of the offline staff app (docs/decisions/019-offline-staff-app.md): a signed-in person's
// browser gets the service worker; every page tells it who is signed in (another person's kept pages, or
// all of them once nobody is, are dropped, and so are the server answers kept on the device for them); and
// the pages a person opens by moving inside the app, which the worker never sees as page loads, are kept by
// asking the worker to fetch them.
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { deviceKeptCopies } from "../outbox/kept_copies.ts";
import { type PageMessage, SERVICE_WORKER_URL } from "./offline_rules.ts";

export function OfflineApp(
  { person, userId, framed }: { person: string | null; userId: number | null; framed: boolean },
) {
  const address = useRouterState({ select: (state) => state.resolvedLocation?.href });
  const keeps = person !== null && !framed;

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // Customers opening a report never get the staff app's worker; a signed-out page tells the one there is.
    registration = person === null
      ? navigator.serviceWorker.getRegistration()
      : navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
    tellWorker({ type: "signed-in", person });
  }, [person]);

  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    deviceKeptCopies.keepOnly(userId).catch(() => {
      // IndexedDB refused (private mode): nothing was kept either.
    });
  }, [userId]);

  useEffect(() => {
    if (!keeps || !address) return;
    keepPagesOffline([address]);
    const keepAsLeft = () => document.visibilityState === "hidden" && keepPagesOffline([address]);
    document.addEventListener("visibilitychange", keepAsLeft);
    return () => {
      document.removeEventListener("visibilitychange", keepAsLeft);
      // Leaving the page: kept as the person left it.
      keepPagesOffline([address]);
    };
  }, [keeps, address]);

  return null;
}

/**
 * Asks the worker to fetch these pages of the app now and keep them for offline use (at most 30), but those
 * kept less than `freshSeconds` ago (30 unless said).
 */
export function keepPagesOffline(urls: string[], freshSeconds?: number): void {
  tellWorker({ type: "keep-pages", urls, freshSeconds });
}

/** This page's worker, once OfflineApp has registered it (or found it, signed out). */
let registration: Promise<ServiceWorkerRegistration | undefined> = Promise.resolve(undefined);

function tellWorker(message: PageMessage): void {
  registration.then(async (found) => {
    if (!found) return;
    // A worker still installing is waited for, so the first page is kept too.
    const ready = found.active ? found : await navigator.serviceWorker.ready;
    ready.active?.postMessage(message);
  }).catch(() => {
    // No worker (a browser that refuses it, a build without one): pages work online as before.
  });
}
