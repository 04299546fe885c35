import type { ErrorComponentProps } from "@tanstack/react-router";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { documentAddress, isNetworkFailure, openAsDocument } from "./offline/network_failure.ts";

/** Shown when a page fails to load. The details went to the server log; people get a way forward. */
export function ErrorPanel({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // Offline, the page is opened as a document, which the service worker answers from the device.
  const [offline, setOffline] = useState(() =>
    typeof window !== "undefined" && isNetworkFailure(error, navigator.onLine)
  );
  const [opening, setOpening] = useState(offline);
  useEffect(() => {
    if (!offline) return;
    setOpening(openAsDocument(globalThis.location.href, documentAddress()));
  }, [offline]);
  const tryAgain = () => {
    setOffline(false);
    reset();
    router.invalidate();
  };
  if (offline) {
    return (
      <main className="panel-page" role="alert">
        <h1>You are offline</h1>
        <p>
          {opening
            ? "Opening the copy of this page kept on this device…"
            : "This page could not be loaded without the network. Changes you made are kept on this device and sent when the connection is back."}
        </p>
        {!opening && (
          <p>
            <button type="button" className="button" onClick={tryAgain}>Try again</button>
          </p>
        )}
      </main>
    );
  }
  return (
    <main className="panel-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Try again; if it keeps happening, tell us what you were doing.</p>
      <p>
        <button type="button" className="button" onClick={tryAgain}>
          Try again
        </button>
      </p>
    </main>
  );
}
