// The honest status on every staff page: how many changes and photos are not sent yet and what happens to
// them ("kept on this device and sent when you are back online"), "All changes saved" once the outbox is
// empty again, and each entry that could not be sent with its reason, Retry and Discard (Discard asks
// first: it throws away what someone recorded).
//
// It is a bar fixed to the bottom of the screen, never a line in the page (issue 32): a status that came and
// went above the checklist on every tap, and when the network dropped, moved the rows under the mechanic's
// thumb between touching and lifting it, so a tap was lost or landed on the row above (a chosen result
// tapped again is taken back). A room as tall as the bar at the end of the page lets the last row scroll
// above it; growing the page's end moves nothing on screen. "Sending…" shows only when sending takes a
// while, and "All changes saved" for a few seconds. A page shown from the copy kept on the device says so,
// and when it was kept.
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { confirm } from "../confirm_dialog.tsx";
import { keptPageAt } from "../offline/kept_page.ts";
import { useHydrated } from "../use_hydrated.ts";
import { outbox } from "./outbox.ts";
import { type OutboxWords, statusText } from "./outbox_rules.ts";

/** Sending that ends sooner is not worth a word (each tap online is sent in a fraction of a second). */
const SENDING_SAID_AFTER_MS = 1500;
/** How long "All changes saved" stays once everything is sent. */
const SAVED_SAID_FOR_MS = 5000;

export function OutboxStatus({ words }: { words: OutboxWords }) {
  const hydrated = useHydrated();
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  const unsent = snapshot.counts.changes + snapshot.counts.photos;
  const hadUnsent = useWasNonZero(unsent);
  const sentSome = useSaidFor(unsent === 0 && hadUnsent, SAVED_SAID_FOR_MS);
  const sendingLong = useHeldFor(unsent > 0, SENDING_SAID_AFTER_MS);
  const [bar, room] = useBarRoom();
  const kept = useKeptCopy();
  if (!hydrated || !snapshot.ready) return null;
  // Only the signed-in person's entries: what someone else left on this device is not shown to others.
  const mine = snapshot.entries.filter((entry) => entry.userId === snapshot.userId);
  // Sending stopped (signed out), or the last attempt went unanswered: the status says why.
  const reason = snapshot.problem ??
    mine.find((entry) => entry.state === "waiting" && entry.message)?.message ?? null;
  const status = statusText(snapshot.counts, snapshot.online, reason, words);
  const failed = mine.filter((entry) => entry.state === "failed");
  const shown = status !== null && (status.tone !== "waiting" || reason !== null || sendingLong);
  if (!shown && kept === null) {
    return sentSome
      ? <p className="outbox-status saved" role="status">{words.allSaved}</p>
      : <p className="outbox-status" role="status" hidden />;
  }
  const tone = shown ? status.tone : snapshot.online ? "waiting" : "offline";
  return (
    <>
      <section ref={bar} className={`outbox-status ${tone}`} aria-label={words.notSentYet}>
        {kept !== null && (
          <p className="outbox-kept-copy">
            {snapshot.online ? words.keptCopyOnline(kept) : words.keptCopy(kept)}
            {snapshot.online && (
              <button type="button" className="button" onClick={() => location.reload()}>
                {words.reload}
              </button>
            )}
          </p>
        )}
        {shown && <p role="status" data-unsent={unsent}>{status.text}</p>}
        {failed.length > 0 && (
          <ul className="outbox-failed">
            {failed.map((entry) => (
              <li key={entry.id}>
                <span>
                  <strong>{entry.label}</strong>: {entry.message}
                </span>
                <button type="button" className="button" onClick={() => void outbox.retry([entry.id])}>
                  {words.retry}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={async () => {
                    const sure = await confirm({
                      title: words.discardTitle,
                      message: words.discardMessage(entry.label),
                      confirmLabel: words.discard,
                      destructive: true,
                    });
                    if (sure) await outbox.discard([entry.id]);
                  }}
                >
                  {words.discard}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="outbox-room" aria-hidden="true" style={{ blockSize: room }} />
    </>
  );
}

/**
 * When the page shown was kept on the device, while it is that copy: a move inside the app brings the next
 * page's data from the server (or, offline, loads that page's own kept copy).
 */
function useKeptCopy(): Date | null {
  const address = useRouterState({ select: (state) => state.resolvedLocation?.href });
  const first = useRef(address);
  if (first.current === undefined) first.current = address;
  return keptPageAt !== null && address === first.current ? new Date(keptPageAt) : null;
}

/** Whether the count has been above zero on this page (only then is "All changes saved" news). */
function useWasNonZero(count: number): boolean {
  const was = useRef(false);
  if (count > 0) was.current = true;
  return was.current;
}

/** True for `ms` after `on` turned true. */
function useSaidFor(on: boolean, ms: number): boolean {
  const [said, setSaid] = useState(false);
  useEffect(() => {
    if (!on) return;
    setSaid(true);
    const timer = setTimeout(() => setSaid(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && said;
}

/** True once `on` has stayed true for `ms`. */
function useHeldFor(on: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!on) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && held;
}

/** A ref for the bar, and its height for the room at the end of the page. */
function useBarRoom(): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, height];
}
