// A checklist row's finding: the task's findings to choose from, and "New finding" to add one inline
// (POST /ajax/findings/new) and choose it at once, as a mechanic would write it on the job card.
import { useId, useState } from "react";
import { postJson } from "@ui/calls.ts";
import type { OutlineTask } from "../outline_queries.server.ts";
import { CHECKLIST_MESSAGES as M, useWords } from "../../text/ui.ts";

export function FindingPicker(
  props: {
    task: OutlineTask;
    findings: { id: number; text: string }[];
    value: number | null;
    editable: boolean;
    disabled: boolean;
    onChoose(conclusionId: number | null, added?: { id: number; text: string }): void;
  },
) {
  const say = useWords();
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (text.trim() === "") {
      setProblem(say(M.writeFindingFirst));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { finding } = await postJson<{ finding: { id: number; text: string } }>("/ajax/findings/new", {
        taskId: props.task.id,
        findingText: text.trim(),
      });
      props.onChoose(finding.id, { id: finding.id, text: finding.text });
      setAdding(false);
      setText("");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : say(M.findingNotAdded));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="row-finding">
      <label htmlFor={id}>
        {say(props.task.conclusionMode === "wf-required" ? M.findingRequired : M.finding)}
      </label>
      <div className="row-finding-line">
        <select
          id={id}
          value={props.value ?? ""}
          disabled={props.disabled}
          onChange={(event) => props.onChoose(event.target.value === "" ? null : Number(event.target.value))}
        >
          <option value="">{say(M.noFinding)}</option>
          {props.findings.map((finding) => <option key={finding.id} value={finding.id}>{finding.text}
          </option>)}
        </select>
        {props.editable && !adding && (
          <button
            type="button"
            className="button"
            onClick={() => setAdding(true)}
          >
            {say(M.newFinding)}
          </button>
        )}
      </div>
      {adding && (
        <div className="row-new-finding">
          <label>
            {say(M.newFindingFor, { task: props.task.name })}
            <input
              type="text"
              value={text}
              maxLength={500}
              autoFocus
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void add();
                }
              }}
            />
          </label>
          <button type="button" className="button primary" disabled={busy} onClick={() => void add()}>
            {say(M.addAndChoose)}
          </button>
          <button type="button" className="button" onClick={() => setAdding(false)}>{say(M.cancel)}</button>
          {problem && <p className="row-message" role="alert">{problem}</p>}
        </div>
      )}
    </div>
  );
}
