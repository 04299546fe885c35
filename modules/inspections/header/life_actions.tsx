import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { StatusAction } from "../change_status.ts";
import type { InspectionSummary } from "../inspection_summary.ts";
import { post, refusalText } from "@ui/calls.ts";
import { useHydrated } from "@ui/use_hydrated.ts";
import { INSPECTION_DETAILS_MESSAGES as M, useWords } from "@modules/text/ui.ts";

// The inspection's next steps the viewer may take now (summary.actions), each one POST .../status; the
// page reloads its data afterwards so the heading and the buttons show the new state.
const LABELS: Record<StatusAction, string> = {
  checklistDone: M.checklistDone,
  approve: M.approve,
  sendBack: M.sendBack,
  close: M.close,
  reopen: M.reopen,
};

export function LifeActions({ summary }: { summary: InspectionSummary }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const say = useWords();
  const [busy, setBusy] = useState<StatusAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (summary.actions.length === 0) return null;
  const act = async (action: StatusAction) => {
    setBusy(action);
    setProblem(null);
    try {
      const response = await post(`/ajax/inspections/${summary.encId}/status`, { action });
      if (response.ok) await router.invalidate();
      else setProblem(await refusalText(response));
    } catch {
      setProblem(say(M.unreachable));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="life-actions" aria-label={say(M.nextSteps)}>
      <div className="form-actions">
        {summary.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`button${action === "checklistDone" || action === "approve" ? " primary" : ""}`}
            disabled={!hydrated || busy !== null}
            aria-busy={busy === action || undefined}
            onClick={() => act(action)}
          >
            {say(LABELS[action])}
          </button>
        ))}
      </div>
      {problem && <p className="form-error" role="alert">{problem}</p>}
    </section>
  );
}
