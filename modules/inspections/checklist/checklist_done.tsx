// "Checklist done" below the checklist: waits for the saves, names the tasks still to do, asks, then hands
// the inspection to the manager for the audit; then "Next car" (next_car.server.ts).
import { useState } from "react";
import { confirm } from "@ui/confirm_dialog.tsx";
import { CHECKLIST_MESSAGES as M, INSPECTION_HEADING_MESSAGES as D, useWords } from "@modules/text/ui.ts";
import { roLabel } from "../shared/inspection_status.tsx";
import type { ChecklistStore } from "./checklist_store.ts";
import type { ChecklistPage } from "./checklist_page.server.ts";

export function ChecklistDone({ store, onDone }: { store: ChecklistStore; onDone(): Promise<void> }) {
  const say = useWords();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const finish = async () => {
    await store.flushNow();
    const required = store.progress().required;
    const yes = await confirm({
      title: say(M.doneTitle),
      message: required.length === 0
        ? say(M.doneAllRecorded)
        : say(M.doneStillNeeded, { n: required.length }),
      extra: required.length > 0
        ? (
          <ul className="still-required">
            {required.slice(0, 20).map((name) => <li key={name}>{name}</li>)}
            {required.length > 20 && <li>{say(M.doneAndMore, { n: required.length - 20 })}</li>}
          </ul>
        )
        : undefined,
      confirmLabel: say(M.doneButton),
      cancelLabel: say(M.cancel),
    });
    if (!yes) return;
    setBusy(true);
    setProblem(null);
    try {
      await onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : say(M.doneFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="checklist-done">
      <button type="button" className="button primary" disabled={busy} onClick={() => void finish()}>
        {say(M.doneButton)}
      </button>
      {problem && <p className="row-message" role="alert">{problem}</p>}
    </div>
  );
}

/** Once handed in: the mechanic's next car, one tap away, where "Checklist done" stood. */
export function NextCar({ nextCar }: { nextCar: NonNullable<ChecklistPage["nextCar"]> }) {
  const say = useWords();
  const car = [nextCar.vehicleName, nextCar.roNumber && roLabel(say, D.ro, nextCar.roNumber)]
    .filter(Boolean).join(" · ");
  return (
    <div className="checklist-done" role="status">
      <p>{say(M.handedIn)}</p>
      <a className="button primary" href={nextCar.path}>{say(M.nextCar)}</a>
      <p className="hint">{nextCar.path.endsWith("/checklist") ? car : say(M.nextCarBay)}</p>
    </div>
  );
}
