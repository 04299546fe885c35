// On every shop page: once per page load, while online, the device fetches and keeps the checklists of the
// person's open inspections of today (GET /ajax/inspections/offline-pages), so they open in the bay without
// the network even if they were never opened on this device.
import { useEffect } from "react";
import { getJson } from "@ui/calls.ts";
import { keepPagesOffline } from "@ui/offline/offline_app.tsx";

/** Each shop page load asks; a checklist fetched ahead is fetched again after ten minutes, not on every page. */
const AHEAD_FRESH_SECONDS = 600;

export function useKeepTodaysChecklists(shopUriName: string): void {
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !navigator.onLine) return;
    getJson<{ pages: string[] }>(`/ajax/inspections/offline-pages?shop=${encodeURIComponent(shopUriName)}`)
      .then(({ pages }) => pages.length > 0 && keepPagesOffline(pages, AHEAD_FRESH_SECONDS))
      .catch(() => {
        // Kept on a later page load: nothing recorded is lost, the pages are only not ahead on the device.
      });
  }, [shopUriName]);
}
