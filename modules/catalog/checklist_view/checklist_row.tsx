// One checklist row: the task, its result buttons (big tap targets, colour and words), and only the
// controls the task's settings allow: finding (with an inline "New finding"), notes, values, the
// recommendation (price with the task's hint, labour hours, priority, sold) and the photos slot. The row's
// state comes from checkRow, the same rules the save runs on the server. Memoised: a tap re-renders one row.
import { memo, type ReactNode, useId, useState, useSyncExternalStore } from "react";
import { postJson } from "@ui/calls.ts";
import { priceHint } from "../tasks/describe_task.ts";
import type { OutlineTask } from "../outline_queries.server.ts";
import type { ChecklistRows, RowView } from "./checklist_rows.ts";
import { CommitField } from "./commit_field.tsx";
import { allowedResults, isWarnOrFail, needsMedia } from "./row_rules.ts";
import { ITEM_RESULT_LABELS, type ItemResult, type ItemValues, VALUE_FIELDS } from "./row_values.ts";

/** The words on a result button: a yes/no task says Yes and No, a check task says OK. */
export function resultLabel(task: Pick<OutlineTask, "taskType">, result: ItemResult): string {
  if (result === "nota") return "N/A";
  if (task.taskType === "yn" || task.taskType === "na-yn") {
    if (result === "pass") return "Yes";
    if (result === "fail") return "No";
  }
  if ((task.taskType === "ck" || task.taskType === "na-ck") && result === "pass") return "OK";
  return ITEM_RESULT_LABELS[result];
}

const MARK: Record<ItemResult, string> = { none: "", pass: "✓", warn: "!", fail: "✗", nota: "–" };

const SAVE_TEXT: Record<RowView["save"], string> = {
  idle: "",
  waiting: "Waiting to save",
  saving: "Saving…",
  saved: "Saved",
  failed: "Not saved",
  conflict: "Changed by someone else",
  held: "Not saved: fix the problem below",
};

/** What the row says of last visit's item: its result and finding. */
export interface LastTime {
  result: ItemResult;
  findingText: string;
}

/** A row's Photos slot: the inspection's page fills it with the item's pictures and videos. */
export type PhotosSlot = (slot: PhotosSlotProps) => ReactNode;

export interface PhotosSlotProps {
  taskId: number;
  taskName: string;
  /** The task needs a picture or video now (its media mode, and warn or fail where it says so). */
  required: boolean;
  /** The person may change this checklist now. */
  editable: boolean;
}

export interface RowProps {
  store: ChecklistRows;
  task: OutlineTask;
  editable: boolean;
  priorities: { id: number; name: string }[];
  lastTime: LastTime | undefined;
  lastTimeLabel: string;
  staffNames: Record<string, string>;
  /** Sold is offered (owners and managers: the customer's approval is theirs to record). */
  canSell: boolean;
  expanded: boolean;
  photos?: PhotosSlot;
}

export const ChecklistRow = memo(function ChecklistRow(props: RowProps) {
  const { store, task, editable } = props;
  const row = useSyncExternalStore(store.subscribe, () => store.row(task.id), () => store.row(task.id));
  const headingId = useId();
  const [noteOpen, setNoteOpen] = useState(false);
  if (!row) return null;
  const { values, state } = row;
  const wf = isWarnOrFail(values.result);
  const edit = (fields: Partial<ItemValues>) => store.edit(task.id, fields);
  const choose = (result: ItemResult) => {
    // Tapping the chosen result again takes it back. Leaving warn/fail clears what only goes with them.
    const next = values.result === result ? "none" : result;
    const fields: Partial<ItemValues> = { result: next };
    if (!isWarnOrFail(next)) {
      if (values.conclusionId !== null) fields.conclusionId = null;
      if (
        (task.notesMode === "wf-optional" || task.notesMode === "wf-required-only") && values.notes !== ""
      ) {
        fields.notes = "";
      }
    }
    edit(fields);
  };
  const showNotes = task.notesMode !== "none" &&
    (wf || !(task.notesMode === "wf-optional" || task.notesMode === "wf-required-only") ||
      values.notes !== "");
  // A passed row stays short on a phone: an optional, empty note is one tap away rather than a box.
  const noteFolded = showNotes && !noteOpen && !wf && values.notes === "" && task.notesMode === "optional";
  const findings = [
    ...task.findings,
    ...row.addedFindings.filter((f) => !task.findings.some((t) => t.id === f.id)),
  ];
  return (
    <article
      className={`checklist-row validation-${state.validation} result-${values.result}`}
      id={`task-${task.id}`}
      aria-labelledby={headingId}
      data-task-id={task.id}
    >
      <header className="checklist-row-head">
        <h3 id={headingId}>
          {task.name}
          {state.validation === "required" && <span className="row-badge required">To do</span>}
          {state.validation === "invalid" && <span className="row-badge invalid">Check this</span>}
          {!task.isActive && <span className="badge">Inactive task</span>}
        </h3>
        <span className={`row-save save-${row.save}`} role="status">{SAVE_TEXT[row.save]}</span>
      </header>
      {task.instructions && (
        <details className="row-instructions" open={props.expanded || undefined}>
          <summary>Instructions</summary>
          <p>{task.instructions}</p>
        </details>
      )}
      {allowedResults(task.taskType).length > 1 && (
        <div className="result-buttons" role="group" aria-label={`Result for ${task.name}`}>
          {allowedResults(task.taskType).filter((result) =>
            result !== "none"
          ).map((result) => (
            <button
              key={result}
              type="button"
              className={`result-button result-${result}`}
              aria-pressed={values.result === result}
              disabled={!editable}
              onClick={() => choose(result)}
            >
              <span aria-hidden="true">{MARK[result]}</span> {resultLabel(task, result)}
            </button>
          ))}
        </div>
      )}
      {props.lastTime && (
        <p className="last-time">
          Last time ({props.lastTimeLabel}): {resultLabel(task, props.lastTime.result)}
          {props.lastTime.findingText && ` — ${props.lastTime.findingText}`}
        </p>
      )}
      {row.conflict && (
        <ConflictNote
          row={row}
          task={task}
          staffNames={props.staffNames}
          onReapply={() => store.reapply(task.id)}
          onKeep={() => store.dismissConflict(task.id)}
        />
      )}
      {row.message && !row.conflict && <p className="row-message" role="alert">{row.message}</p>}
      {(state.problems.length > 0 || state.missing.length > 0) && (
        <ul className="row-problems">
          {state.problems.map((problem) => <li key={problem} className="problem">{problem}</li>)}
          {state.missing.map((missing) => <li key={missing}>{missing}</li>)}
        </ul>
      )}
      {task.conclusionMode !== "none" && wf && (
        <FindingPicker
          task={task}
          findings={findings}
          value={values.conclusionId}
          editable={editable && store.saves}
          disabled={!editable}
          onChoose={(conclusionId, added) => {
            if (added) store.addFinding(task.id, added);
            edit({ conclusionId });
          }}
        />
      )}
      {noteFolded && editable && (
        <button
          type="button"
          className="button add-note"
          onClick={() => setNoteOpen(true)}
        >
          Add a note<span className="visually-hidden">: {task.name}</span>
        </button>
      )}
      {showNotes && !noteFolded && (
        <CommitField
          label={task.notesMode === "required" || (wf && task.notesMode.startsWith("wf-required"))
            ? "Notes (required)"
            : "Notes"}
          multiline
          value={values.notes}
          disabled={!editable}
          maxLength={4000}
          onCommit={(notes) => edit({ notes })}
        />
      )}
      {task.valueMode !== "none" && task.values.length > 0 && (
        <div className="row-values">
          {task.values.map((value, index) => (
            <CommitField
              key={VALUE_FIELDS[index]}
              label={task.valueMode === "required" ? `${value.label} (required)` : value.label}
              type={value.inputType}
              value={values[VALUE_FIELDS[index]]}
              disabled={!editable}
              onCommit={(text) => edit({ [VALUE_FIELDS[index]]: text })}
            />
          ))}
        </div>
      )}
      {wf && (
        <Recommendation
          task={task}
          values={values}
          priorities={props.priorities}
          disabled={!editable}
          canSell={props.canSell}
          onEdit={edit}
        />
      )}
      {task.mediaMode !== "none" && (props.photos ?? PhotosPlace)({
        taskId: task.id,
        taskName: task.name,
        required: needsMedia(task, values.result),
        editable,
      })}
    </article>
  );
});

/** A preview's Photos slot: where the pictures go, without working. */
function PhotosPlace({ required }: PhotosSlotProps) {
  return (
    <div className="row-photos row-photos-preview" aria-disabled="true">
      <span className="row-photos-label">{required ? "Photos (required)" : "Photos"}</span>
      <span className="hint">Added on the inspection's checklist</span>
    </div>
  );
}

function ConflictNote(
  props: {
    row: RowView;
    task: OutlineTask;
    staffNames: Record<string, string>;
    onReapply(): void;
    onKeep(): void;
  },
) {
  const theirs = props.row.conflict!.theirs;
  const who = (theirs.updatedByUserId !== null && props.staffNames[theirs.updatedByUserId]) || "Someone else";
  const what = [
    resultLabel(props.task, theirs.result),
    theirs.findingText,
    theirs.notes,
  ].filter(Boolean).join(", ");
  const attempted = props.row.conflict!.attempted;
  const mine = [
    attempted.result !== undefined ? resultLabel(props.task, attempted.result) : "",
    attempted.notes ?? "",
  ].filter(Boolean).join(", ");
  return (
    <div className="row-conflict" role="alert">
      <p>
        <strong>{who} changed this: {what}</strong>
      </p>
      <p className="hint">{props.row.message}</p>
      <div className="row-conflict-actions">
        <button type="button" className="button primary" onClick={props.onReapply}>
          Use my change{mine ? ` (${mine})` : ""}
        </button>
        <button type="button" className="button" onClick={props.onKeep}>Keep theirs</button>
      </div>
    </div>
  );
}

function FindingPicker(
  props: {
    task: OutlineTask;
    findings: { id: number; text: string }[];
    value: number | null;
    editable: boolean;
    disabled: boolean;
    onChoose(conclusionId: number | null, added?: { id: number; text: string }): void;
  },
) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (text.trim() === "") {
      setProblem("Write the finding first.");
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
      setProblem(error instanceof Error ? error.message : "The finding could not be added.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="row-finding">
      <label htmlFor={id}>
        {props.task.conclusionMode === "wf-required" ? "Finding (required)" : "Finding"}
      </label>
      <div className="row-finding-line">
        <select
          id={id}
          value={props.value ?? ""}
          disabled={props.disabled}
          onChange={(event) => props.onChoose(event.target.value === "" ? null : Number(event.target.value))}
        >
          <option value="">No finding</option>
          {props.findings.map((finding) => <option key={finding.id} value={finding.id}>{finding.text}
          </option>)}
        </select>
        {props.editable && !adding && (
          <button
            type="button"
            className="button"
            onClick={() => setAdding(true)}
          >
            New finding
          </button>
        )}
      </div>
      {adding && (
        <div className="row-new-finding">
          <label>
            New finding for {props.task.name}
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
            Add and choose
          </button>
          <button type="button" className="button" onClick={() => setAdding(false)}>Cancel</button>
          {problem && <p className="row-message" role="alert">{problem}</p>}
        </div>
      )}
    </div>
  );
}

function Recommendation(
  props: {
    task: OutlineTask;
    values: ItemValues;
    priorities: { id: number; name: string }[];
    disabled: boolean;
    canSell: boolean;
    onEdit(fields: Partial<ItemValues>): void;
  },
) {
  const priorityId = useId();
  const hint = priceHint(props.task.priceMin, props.task.priceMax);
  return (
    <div className="row-recommendation">
      <CommitField
        label="Price"
        hint={hint === "None" ? undefined : `Usually ${hint}`}
        type="amount"
        value={props.values.price === null ? "" : String(props.values.price)}
        disabled={props.disabled}
        onCommit={(text) => props.onEdit({ price: text === "" ? null : Number(text) })}
      />
      <CommitField
        label="Labour hours"
        type="amount"
        value={props.values.time === null ? "" : String(props.values.time)}
        disabled={props.disabled}
        onCommit={(text) => props.onEdit({ time: text === "" ? null : Number(text) })}
      />
      <div className="commit-field">
        <label htmlFor={priorityId}>Priority</label>
        <select
          id={priorityId}
          value={props.values.priorityId ?? ""}
          disabled={props.disabled}
          onChange={(event) =>
            props.onEdit({ priorityId: event.target.value === "" ? null : Number(event.target.value) })}
        >
          <option value="">No priority</option>
          {props.priorities.map((priority) => (
            <option key={priority.id} value={priority.id}>{priority.name}</option>
          ))}
        </select>
      </div>
      {props.canSell && (
        <label className="row-sold">
          <input
            type="checkbox"
            checked={props.values.sold}
            disabled={props.disabled}
            onChange={(event) => props.onEdit({ sold: event.target.checked })}
          />{" "}
          Sold (the customer approved this work)
        </label>
      )}
    </div>
  );
}
