// One checklist row: the task, its result buttons (big tap targets, colour and words), and only the
// controls the task's settings allow: finding (with an inline "New finding"), notes, values, the
// recommendation (price with the task's hint, labour hours, priority, sold) and the photos slot. The row's
// state comes from checkRow, the same rules the save runs on the server. Memoised: a tap re-renders one row.
// An untouched row is compact (its name and result buttons, and the measurements of a graded task); the
// rest opens once a result is tapped on it, or on demand with "More" (docs/inspections/checklist.md).
import { memo, type ReactNode, useId, useState, useSyncExternalStore } from "react";
import { priceHint } from "../tasks/price_hint.ts";
import type { OutlineTask } from "../outline_queries.server.ts";
import type { ChecklistRows, RowView } from "./checklist_rows.ts";
import { isUntouched } from "./bay_actions.ts";
import { CommitField } from "./commit_field.tsx";
import { FindingPicker } from "./finding_picker.tsx";
import {
  allowedResults,
  isWarnOrFail,
  missingText,
  needsMedia,
  needsResult,
  problemText,
} from "./row_rules.ts";
import { type ItemResult, type ItemValues, VALUE_FIELDS } from "./row_values.ts";
import { RowValues } from "./row_value_fields.tsx";
import { type Suggestion, suggestResult } from "./value_grades.ts";
import { applySuggestion, followed, followReadings, resultChange } from "./follow_readings.ts";
import { CHECKLIST_MESSAGES as M, type Say, sayIn, useMoney, useWords } from "../../text/ui.ts";

/** The words on a result button: a yes/no task says Yes and No, a check task says OK; in the page's
 * culture (`say`, the catalogue's en-US words without one). */
export function resultLabel(
  task: Pick<OutlineTask, "taskType">,
  result: ItemResult,
  say: Say = sayIn(null),
): string {
  if (result === "nota") return say(M.resultNotApplicable);
  if (task.taskType === "yn" || task.taskType === "na-yn") {
    if (result === "pass") return say(M.resultYes);
    if (result === "fail") return say(M.resultNo);
  }
  if ((task.taskType === "ck" || task.taskType === "na-ck") && result === "pass") return say(M.resultOk);
  if (result === "pass") return say(M.resultPass);
  if (result === "warn") return say(M.resultWarn);
  if (result === "fail") return say(M.resultFail);
  return say(M.resultNotChecked);
}

const MARK: Record<ItemResult, string> = { none: "", pass: "✓", warn: "!", fail: "✗", nota: "–" };

const SAVE_TEXT: Record<RowView["save"], string> = {
  idle: "",
  waiting: M.saveWaiting,
  saving: M.saving,
  saved: M.saved,
  failed: M.notSaved,
  conflict: M.changedBySomeoneElse,
  held: M.held,
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
  const say = useWords();
  const { store, task, editable } = props;
  const row = useSyncExternalStore(store.subscribe, () => store.row(task.id), () => store.row(task.id));
  const headingId = useId();
  const [noteOpen, setNoteOpen] = useState(false);
  // Opened here: a result tapped on this row, or "More". A row passed with "Mark the rest passed" stays short.
  const [opened, setOpened] = useState(false);
  if (!row) return null;
  const { values, state } = row;
  const wf = isWarnOrFail(values.result);
  const edit = (fields: Partial<ItemValues>) => store.edit(task.id, fields);
  // A reading records the result it grades, in the same save (follow_readings.ts).
  const editValues = (fields: Partial<ItemValues>) => edit(followReadings(task, values, fields));
  const choose = (result: ItemResult) => {
    // Tapping the chosen result again takes it back.
    setOpened(true);
    edit(resultChange(task, values, values.result === result ? "none" : result));
  };
  const suggestion = suggestResult(task, VALUE_FIELDS.map((field) => values[field]));
  const compact = !opened && !props.expanded && needsResult(task.taskType) && !row.conflict &&
    state.validation !== "invalid" && !wf &&
    (isUntouched({ values, mediaCount: row.mediaCount }) ||
      (values.result !== "none" && state.validation === "valid" && !hasDetails(values) &&
        row.mediaCount === 0));
  // The result buttons say a result is still wanted; the list says what else is.
  const missing = state.missingParts.filter((m) => values.result !== "none" || m.part !== "result")
    .map((m) => missingText(m, say));
  const graded = task.values.some((value) => value.ranges.length > 0);
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
      className={`checklist-row validation-${state.validation} result-${values.result}${
        compact ? " compact" : ""
      }`}
      id={`task-${task.id}`}
      aria-labelledby={headingId}
      data-task-id={task.id}
      tabIndex={-1}
    >
      <header className="checklist-row-head">
        <h3 id={headingId}>
          {task.name}
          {!compact && state.validation === "required" && missing.length > 0 && (
            <span className="row-badge required">{say(M.toDo)}</span>
          )}
          {state.validation === "invalid" && <span className="row-badge invalid">{say(M.checkThis)}</span>}
          {!task.isActive && <span className="badge">{say(M.inactiveTask)}</span>}
        </h3>
        <span className={`row-save save-${row.save}`} role="status">
          {SAVE_TEXT[row.save] && say(SAVE_TEXT[row.save])}
        </span>
        {compact && (
          <button
            type="button"
            className="row-more"
            aria-expanded="false"
            aria-label={say(M.moreOf, { task: task.name })}
            onClick={() => setOpened(true)}
          >
            {say(M.more)}
          </button>
        )}
      </header>
      {allowedResults(task.taskType).length > 1 && (
        <div className="result-buttons" role="group" aria-label={say(M.resultFor, { task: task.name })}>
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
              <span aria-hidden="true">{MARK[result]}</span> {resultLabel(task, result, say)}
            </button>
          ))}
        </div>
      )}
      {/* Below the buttons: opening a row never moves them under the thumb. */}
      {!compact && task.instructions && (
        <details className="row-instructions" open={props.expanded || undefined}>
          <summary>{say(M.instructions)}</summary>
          <p>{task.instructions}</p>
        </details>
      )}
      {props.lastTime && (
        <p className="last-time">
          {say(M.lastTime, {
            when: props.lastTimeLabel,
            result: resultLabel(task, props.lastTime.result, say),
          })}
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
      {suggestion && editable && !followed(suggestion, values) && (
        <SuggestionLine
          task={task}
          suggestion={suggestion}
          onApply={() => {
            setOpened(true);
            edit(applySuggestion(task, values, suggestion));
          }}
        />
      )}
      {!compact && (state.problems.length > 0 || missing.length > 0) && (
        <ul className="row-problems">
          {state.problems.map((problem) => problemText(problem, say)).map((text) => (
            <li key={text} className="problem">{text}</li>
          ))}
          {missing.map((text) => <li key={text}>{text}</li>)}
        </ul>
      )}
      {compact && graded && task.valueMode !== "none" && (
        <RowValues task={task} values={values} disabled={!editable} onEdit={editValues} />
      )}
      {!compact && task.conclusionMode !== "none" && wf && (
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
      {!compact && noteFolded && editable && (
        <button
          type="button"
          className="button add-note"
          onClick={() => setNoteOpen(true)}
        >
          {say(M.addNote)}
          <span className="visually-hidden">: {task.name}</span>
        </button>
      )}
      {!compact && showNotes && !noteFolded && (
        <CommitField
          label={task.notesMode === "required" || (wf && task.notesMode.startsWith("wf-required"))
            ? say(M.notesRequired)
            : say(M.notes)}
          multiline
          value={values.notes}
          disabled={!editable}
          maxLength={4000}
          onCommit={(notes) => edit({ notes })}
        />
      )}
      {!compact && task.valueMode !== "none" && task.values.length > 0 && (
        <RowValues task={task} values={values} disabled={!editable} onEdit={editValues} />
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
      {!compact && task.mediaMode !== "none" && (props.photos ?? PhotosPlace)({
        taskId: task.id,
        taskName: task.name,
        required: needsMedia(task, values.result),
        editable,
      })}
    </article>
  );
});

/** Something beyond the result that the row should show: a note, a value, a price or labour. */
function hasDetails(values: ItemValues): boolean {
  return values.notes.trim() !== "" || values.price !== null || values.time !== null ||
    VALUE_FIELDS.some((field) => values[field].trim() !== "");
}

/** "RF 2/32 is red." and one button that records what it suggests: "Apply Fail: Tires worn out". */
function SuggestionLine(props: { task: OutlineTask; suggestion: Suggestion; onApply(): void }) {
  const say = useWords();
  const { suggestion } = props;
  const result = resultLabel(props.task, suggestion.result, say);
  return (
    <div className={`row-suggestion grade-${suggestion.grade}`}>
      <span>
        {say(M.suggestionGrade, {
          values: suggestion.because.join(", "),
          n: suggestion.because.length,
          grade: suggestion.grade,
        })}
      </span>
      <button
        type="button"
        className={`button suggestion-apply result-${suggestion.result}`}
        onClick={props.onApply}
      >
        <span aria-hidden="true">{MARK[suggestion.result]}</span> {suggestion.finding
          ? say(M.applySuggestionFinding, { result, finding: suggestion.finding.text })
          : say(M.applySuggestion, { result })}
      </button>
    </div>
  );
}

/** A preview's Photos slot: where the pictures go, without working. A slot is called as a function, only on
 * an opened row, so it holds no hooks itself (the row's hook count would change when it opens): its words
 * are a component's. */
function PhotosPlace({ required }: PhotosSlotProps) {
  return <PhotosPlaceText required={required} />;
}

function PhotosPlaceText({ required }: { required: boolean }) {
  const say = useWords();
  return (
    <div className="row-photos row-photos-preview" aria-disabled="true">
      <span className="row-photos-label">{say(required ? M.photosRequired : M.photos)}</span>
      <span className="hint">{say(M.photosPlaceHint)}</span>
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
  const say = useWords();
  const theirs = props.row.conflict!.theirs;
  const who = (theirs.updatedByUserId !== null && props.staffNames[theirs.updatedByUserId]) ||
    say(M.someoneElse);
  const what = [
    resultLabel(props.task, theirs.result, say),
    theirs.findingText,
    theirs.notes,
  ].filter(Boolean).join(", ");
  const attempted = props.row.conflict!.attempted;
  const mine = [
    attempted.result !== undefined ? resultLabel(props.task, attempted.result, say) : "",
    attempted.notes ?? "",
  ].filter(Boolean).join(", ");
  return (
    <div className="row-conflict" role="alert">
      <p>
        <strong>{say(M.conflictChanged, { who, what })}</strong>
      </p>
      <p className="hint">{props.row.message}</p>
      <div className="row-conflict-actions">
        <button type="button" className="button primary" onClick={props.onReapply}>
          {mine ? say(M.useMyChangeOf, { mine }) : say(M.useMyChange)}
        </button>
        <button type="button" className="button" onClick={props.onKeep}>{say(M.keepTheirs)}</button>
      </div>
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
  const say = useWords();
  const money = useMoney();
  const priorityId = useId();
  const hint = priceHint(props.task.priceMin, props.task.priceMax, money, say);
  return (
    <div className="row-recommendation">
      <CommitField
        label={say(M.price)}
        hint={hint === null ? undefined : say(M.usually, { hint })}
        type="amount"
        value={props.values.price === null ? "" : String(props.values.price)}
        disabled={props.disabled}
        onCommit={(text) => props.onEdit({ price: text === "" ? null : Number(text) })}
      />
      <CommitField
        label={say(M.laborHours)}
        type="amount"
        value={props.values.time === null ? "" : String(props.values.time)}
        disabled={props.disabled}
        onCommit={(text) => props.onEdit({ time: text === "" ? null : Number(text) })}
      />
      <div className="commit-field">
        <label htmlFor={priorityId}>{say(M.priority)}</label>
        <select
          id={priorityId}
          value={props.values.priorityId ?? ""}
          disabled={props.disabled}
          onChange={(event) =>
            props.onEdit({ priorityId: event.target.value === "" ? null : Number(event.target.value) })}
        >
          <option value="">{say(M.noPriority)}</option>
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
          {say(M.sold)}
        </label>
      )}
    </div>
  );
}
