import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { type PageTracker, startPageTracking } from "../page_tracking.ts";
import { pingIsOn } from "../ping_period.ts";
import type { GallerySection } from "./section.ts";

const root = getRouteApi("__root__");

/** What the gallery page tracks itself as: a real page name, since the server accepts only those. */
const GALLERY_PAGE_NAME = "inspectionChecklist";

function describePeriod(period: number): string {
  if (!pingIsOn(period)) return "off (too many failed sends)";
  return `every ${(period / 1000).toLocaleString("en-US")} s`;
}

function TelemetryExample() {
  const { viewer } = root.useLoaderData();
  const tracker = useRef<PageTracker | null>(null);
  const [period, setPeriod] = useState<number | null>(null);
  const [thrown, setThrown] = useState(false);
  const [sent, setSent] = useState("");

  useEffect(() => {
    const started = startPageTracking({ pageName: GALLERY_PAGE_NAME, onPingPeriod: setPeriod });
    tracker.current = started;
    setPeriod(started?.pingPeriod() ?? null);
    return () => started?.stop();
  }, []);

  async function sendNow() {
    setSent("Sending…");
    const status = await tracker.current?.send("ping", "fetch");
    setSent(status ? `Sent: the server answered ${status}.` : "Not sent: no answer from the server.");
  }

  function throwError() {
    setThrown(true);
    // Outside React's handler, so it is uncaught, as a real bug would be.
    setTimeout(() => {
      throw new Error("Gallery test error: thrown on purpose");
    });
  }

  return (
    <div className="telemetry-demo">
      <div className="gallery-row">
        <button type="button" className="button" onClick={throwError}>Throw an error</button>
        <button type="button" className="button" onClick={sendNow} disabled={period === null}>
          Send a tracking event now
        </button>
      </div>
      <dl className="telemetry-readout">
        <dt>Tracked as</dt>
        <dd>{GALLERY_PAGE_NAME}</dd>
        <dt>Ping period</dt>
        <dd aria-live="polite">
          {period === null ? "Starts when the page is ready" : describePeriod(period)}
        </dd>
      </dl>
      <p role="status" className="hint">
        {sent}
        {thrown && (viewer?.isPlatformAdmin
          ? " An error was thrown and reported: it is listed on the Client errors page."
          : " An error was thrown and reported to the platform admins.")}
      </p>
      {viewer?.isPlatformAdmin && <a href="/admin/client-errors">Client errors (platform admins)</a>}
    </div>
  );
}

export const telemetrySection: GallerySection = {
  id: "telemetry",
  title: "Error reporting and page tracking",
  purpose:
    "Uncaught errors reach the platform admins' Client errors page; tracked pages report when they open, " +
    "hide and close, and ping while open.",
  Example: TelemetryExample,
};
