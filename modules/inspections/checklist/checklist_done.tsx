// "Checklist done" below the checklist: waits for the saves, names the tasks still to do, asks, then hands
// the inspection to the manager for the audit.
import { useState } from "react";
import { confirm } from "@ui/confirm_dialog.tsx";
import type { ChecklistStore } from "./checklist_store.ts";

export function ChecklistDone({ store, onDone }: { store: ChecklistStore; onDone(): Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const finish = async () => {
    await store.flushNow();
    const required = store.progress().required;
    const yes = await confirm({
      title: "Checklist done?",
      message: required.length === 0
        ? "Every task is recorded. The inspection goes to the manager for the audit."
        : `${required.length} ${
          required.length === 1 ? "task still needs" : "tasks still need"
        } something. ` +
          "You can mark the checklist done anyway; the manager will see them.",
      extra: required.length > 0
        ? (
          <ul className="still-required">
            {required.slice(0, 20).map((name) => <li key={name}>{name}</li>)}
            {required.length > 20 && <li>and {required.length - 20} more</li>}
          </ul>
        )
        : undefined,
      confirmLabel: "Checklist done",
    });
    if (!yes) return;
    setBusy(true);
    setProblem(null);
    try {
      await onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The checklist could not be marked done.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="checklist-done">
      <button type="button" className="button primary" disabled={busy} onClick={() => void finish()}>
        Checklist done
      </button>
      {problem && <p className="row-message" role="alert">{problem}</p>}
    </div>
  );
}
