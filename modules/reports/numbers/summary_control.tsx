// The summary e-mail's choice on the manager and mechanic reports (decision 034): none, daily or weekly, saved
// at once for the signed-in person; "Saved." says it was, a refusal says why.
import { useState } from "react";
import { post, refusalText } from "@ui/calls.ts";
import { STAFF_REPORTS_MESSAGES as M, useWords } from "@modules/text/ui.ts";
import type { StaffReport } from "./report_model.ts";

export function SummaryControl({ summary }: { summary: NonNullable<StaffReport["summary"]> }) {
  const say = useWords();
  const [period, setPeriod] = useState(summary.period);
  const [state, setState] = useState<{ busy: boolean; said: string }>({ busy: false, said: "" });
  async function save(next: typeof period) {
    const before = period;
    setPeriod(next);
    setState({ busy: true, said: "" });
    const response = await post(`/ajax/report-summaries/${summary.shopId}`, { period: next }).catch(() =>
      null
    );
    if (response?.status !== 204) setPeriod(before);
    const said = response?.status === 204
      ? say(M.summarySaved)
      : response
      ? await refusalText(response)
      : say(M.summaryNotSaved);
    setState({ busy: false, said });
  }
  return (
    <div className="field staff-report-summary">
      <label htmlFor="report-summary">{say(M.summaryEmail)}</label>
      <select
        id="report-summary"
        value={period}
        disabled={state.busy}
        onChange={(event) => save(event.target.value as typeof period)}
      >
        <option value="none">{say(M.summaryNone)}</option>
        <option value="daily">{say(M.summaryDaily)}</option>
        <option value="weekly">{say(M.summaryWeekly)}</option>
      </select>
      <p className="hint" role="status">{state.said}</p>
    </div>
  );
}
