// The honest status on every staff page: how many changes and photos are not sent yet and what happens to
// them ("kept on this device and sent when you are back online"), "All changes saved" only once the outbox
// is empty again, and each entry that could not be sent with its reason, Retry and Discard (Discard asks
// first: it throws away what someone recorded).
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { confirm } from "../confirm_dialog.tsx";
import { useHydrated } from "../use_hydrated.ts";
import { outbox } from "./outbox.ts";
import { type OutboxWords, statusText } from "./outbox_rules.ts";

export function OutboxStatus({ words }: { words: OutboxWords }) {
  const hydrated = useHydrated();
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  const unsent = snapshot.counts.changes + snapshot.counts.photos;
  // "All changes saved" is news only after something was waiting on this page.
  const [sentSome, setSentSome] = useState(false);
  const hadUnsent = useRef(false);
  useEffect(() => {
    if (unsent > 0) hadUnsent.current = true;
    else if (hadUnsent.current) setSentSome(true);
  }, [unsent]);
  if (!hydrated || !snapshot.ready) return null;
  // Only the signed-in person's entries: what someone else left on this device is not shown to others.
  const mine = snapshot.entries.filter((entry) => entry.userId === snapshot.userId);
  // Sending stopped (signed out), or the last attempt went unanswered: the status says why.
  const reason = snapshot.problem ??
    mine.find((entry) => entry.state === "waiting" && entry.message)?.message ?? null;
  const status = statusText(snapshot.counts, snapshot.online, reason, words);
  const failed = mine.filter((entry) => entry.state === "failed");
  if (!status) {
    return sentSome
      ? <p className="outbox-status saved" role="status">{words.allSaved}</p>
      : <p className="outbox-status" role="status" hidden />;
  }
  return (
    <section className={`outbox-status ${status.tone}`} aria-label={words.notSentYet}>
      <p role="status" data-unsent={unsent}>{status.text}</p>
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
  );
}
