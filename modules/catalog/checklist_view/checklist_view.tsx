// The checklist, one renderer for the inspection's page (normal, readOnly) and the catalogue's previews
// (typePreview, taskPreview): the notices, "Mark the rest passed", a sticky bar with the progress, "Next to
// do" and the categories to jump between, and the rows. The inspection's page hands it its saving rows, the Photos slot, and what goes before and after the
// rows (last visit's recommendations, "Checklist done"); a preview keeps its changes on the page.
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { confirm } from "@ui/confirm_dialog.tsx";
import { useHydrated } from "@ui/use_hydrated.ts";
import type { OutlineTask } from "../outline_queries.server.ts";
import { type BayRow, needsAttention, nextToDo, restToPass } from "./bay_actions.ts";
import type { ChecklistData } from "./checklist_data.ts";
import { ChecklistRow, type LastTime, type PhotosSlot } from "./checklist_row.tsx";
import { ChecklistRows, type RowView } from "./checklist_rows.ts";
import { CHECKLIST_MESSAGES as M, OUTBOX_MESSAGES, usePageCulture, useWords } from "../../text/ui.ts";

export interface ChecklistProps {
  data: ChecklistData;
  /** The rows the page keeps; a preview's own when not given. */
  rows?: ChecklistRows;
  /** Last visit's result of each task (by task id), and "12 Mar, 45,100 mi": when and at what reading. */
  lastTime?: Record<string, LastTime>;
  lastTimeLabel?: string;
  initialCategoryId?: number | null;
  expandAll?: boolean;
  /** The inspection's Photos slot of a row; a preview shows where photos go. */
  photos?: PhotosSlot;
  /** Shown above the rows and below them. */
  beforeRows?: ReactNode;
  afterRows?: ReactNode;
}

/**
 * Rows in the server's HTML: what a phone shows first. The rest are drawn once the page's scripts run (they
 * are needed to record anything anyway), so a 150-task checklist's page stays small on a phone network.
 */
export const FIRST_ROWS = 30;

export function Checklist(props: ChecklistProps) {
  const say = useWords();
  const { data } = props;
  const [store] = useState(() => props.rows ?? new ChecklistRows(data.items, data.categories));
  const allRows = useHydrated();
  useEffect(() => {
    if (props.initialCategoryId && allRows) {
      document.getElementById(`category-${props.initialCategoryId}`)?.scrollIntoView({ block: "start" });
    }
  }, [props.initialCategoryId, allRows]);
  const shownTasks = useMemo(() => firstRows(data.categories, allRows ? Infinity : FIRST_ROWS), [
    data.categories,
    allRows,
  ]);
  const editable = data.mode === "normal" || data.mode === "typePreview" || data.mode === "taskPreview";
  const priorities = useMemo(() => data.priorities.map(({ id, name }) => ({ id, name })), [data.priorities]);
  const lastTime = props.lastTime ?? {};
  const tasks = useMemo(() => data.categories.flatMap((category) => category.tasks), [data.categories]);
  // The bay's shortcuts change rows: not in a read-only checklist, nor in one task's preview.
  const shortcuts = data.mode === "normal" || data.mode === "typePreview";
  return (
    <div className={`checklist mode-${data.mode}`}>
      {data.lockedReason && <p className="form-notice checklist-locked">{data.lockedReason}</p>}
      {data.mode === "typePreview" && <p className="form-notice">{say(M.previewNotice)}</p>}
      {data.mode !== "taskPreview" && (
        <>
          <ChecklistStatus store={store} saving={data.mode === "normal"}>
            {shortcuts && <MarkRestPassed store={store} tasks={tasks} />}
          </ChecklistStatus>
          <div className="checklist-sticky">
            <div className="checklist-bay-bar">
              <ChecklistProgress store={store} />
              {shortcuts && <NextToDo store={store} tasks={tasks} />}
            </div>
            <CategoryBar store={store} categories={data.categories} />
          </div>
        </>
      )}
      {props.beforeRows}
      {data.categories.length === 0 && <p className="empty">{say(M.noTasks)}</p>}
      {data.categories.map((category) => (
        <section
          key={category.id}
          className="checklist-category"
          id={`category-${category.id}`}
          aria-labelledby={`category-${category.id}-name`}
        >
          <h2 id={`category-${category.id}-name`}>{category.name}</h2>
          {shownTasks(category).map((task) => (
            <ChecklistRow
              key={task.id}
              store={store}
              task={task}
              editable={editable}
              priorities={priorities}
              lastTime={lastTime[task.id]}
              lastTimeLabel={props.lastTimeLabel ?? ""}
              staffNames={data.staffNames}
              canSell={data.canSell !== false}
              expanded={props.expandAll === true}
              photos={props.photos}
            />
          ))}
        </section>
      ))}
      {props.afterRows}
    </div>
  );
}

/** Each category's tasks up to `limit` rows in all, in the checklist's order. */
function firstRows(
  categories: ChecklistData["categories"],
  limit: number,
): (category: ChecklistData["categories"][number]) => OutlineTask[] {
  const shown = new Map<number, OutlineTask[]>();
  let left = limit;
  for (const category of categories) {
    shown.set(category.id, category.tasks.slice(0, Math.max(0, left)));
    left -= category.tasks.length;
  }
  return (category) => shown.get(category.id) ?? [];
}

function ChecklistProgress({ store }: { store: ChecklistRows }) {
  const say = useWords();
  const progress = useSyncExternalStore(store.subscribe, store.progress, store.progress);
  return (
    <p className="checklist-progress">
      <progress max={progress.total} value={progress.done} aria-hidden="true" />{" "}
      <span>{say(M.progress, { done: progress.done, total: progress.total })}</span>
    </p>
  );
}

function bayRow(row: RowView | undefined): BayRow | undefined {
  return row && { values: row.values, state: row.state, mediaCount: row.mediaCount };
}

/** Scrolls to the next row still wanting a result (or something missing) after the one being worked on,
 * and puts the focus there; says so when nothing is left. */
function NextToDo({ store, tasks }: { store: ChecklistRows; tasks: OutlineTask[] }) {
  const say = useWords();
  // Re-rendered by every change, so "Nothing left to do." goes as soon as a row wants the mechanic again.
  useSyncExternalStore(store.subscribe, store.progress, store.progress);
  const [askedWhenDone, setAskedWhenDone] = useState(false);
  const last = useRef<number | null>(null);
  const needs = (taskId: number) => {
    const row = store.row(taskId);
    const task = tasks.find((t) => t.id === taskId);
    return row !== undefined && task !== undefined && needsAttention(task, row);
  };
  const go = () => {
    const current = document.activeElement?.closest<HTMLElement>("[data-task-id]");
    const from = current ? Number(current.dataset.taskId) : last.current;
    const next = nextToDo(tasks.map((task) => task.id), needs, from);
    setAskedWhenDone(next === null);
    if (next === null) return;
    last.current = next;
    const row = document.getElementById(`task-${next}`);
    row?.scrollIntoView({ block: "start" });
    row?.focus({ preventScroll: true });
  };
  const allDone = askedWhenDone && !tasks.some((task) => needs(task.id));
  return (
    <>
      <button type="button" className="button primary next-to-do" onClick={go}>{say(M.nextToDo)}</button>
      <span className="next-to-do-none" role="status">{allDone ? say(M.nothingLeft) : ""}</span>
    </>
  );
}

/** Passes, after asking, every row without a result that a pass completes; says which are left and why. */
function MarkRestPassed({ store, tasks }: { store: ChecklistRows; tasks: OutlineTask[] }) {
  const say = useWords();
  const [said, setSaid] = useState("");
  const mark = async () => {
    const rest = restToPass(tasks, (taskId) => bayRow(store.row(taskId)));
    const names = new Map(tasks.map((task) => [task.id, task.name]));
    const leftText = rest.left.length === 0
      ? ""
      : say(M.restLeft, { n: rest.left.length, tasks: rest.left.map((id) => names.get(id)).join(", ") });
    const withLeft = (text: string) => leftText ? `${text} ${leftText}` : text;
    if (rest.pass.length === 0) {
      setSaid(rest.left.length === 0 ? say(M.restAllHaveResult) : withLeft(say(M.restNothingPassed)));
      return;
    }
    const confirmed = await confirm({
      title: say(M.restConfirmTitle),
      message: say(M.restConfirmMessage, { n: rest.pass.length }),
      extra: leftText && <p className="mark-rest-left">{leftText}</p>,
      confirmLabel: say(M.restConfirmButton, { n: rest.pass.length }),
      cancelLabel: say(M.cancel),
    });
    if (!confirmed) return;
    for (const taskId of rest.pass) store.edit(taskId, { result: "pass" });
    setSaid(withLeft(say(M.restPassed, { n: rest.pass.length })));
  };
  return (
    <div className="mark-rest">
      <button type="button" className="button" onClick={() => void mark()}>{say(M.markRestPassed)}</button>
      <span role="status" className="hint">{said}</span>
    </div>
  );
}

function ChecklistStatus(
  { store, saving, children }: { store: ChecklistRows; saving: boolean; children?: ReactNode },
) {
  const say = useWords();
  const culture = usePageCulture();
  const banner = useSyncExternalStore(store.subscribe, store.banner, store.banner);
  const counts = banner.waitingCounts ?? { changes: banner.waiting, photos: 0 };
  const waiting = new Intl.ListFormat(culture, { type: "conjunction" }).format([
    ...(counts.changes > 0 ? [say(OUTBOX_MESSAGES.changes, { n: counts.changes })] : []),
    ...(counts.photos > 0 ? [say(OUTBOX_MESSAGES.photos, { n: counts.photos })] : []),
  ]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="checklist-status">
      {saving && (
        <p
          className={`save-banner ${banner.waiting > 0 ? "waiting" : "saved"}`}
          role="status"
          aria-live="polite"
        >
          {!hydrated || banner.ready === false
            ? say(M.loading)
            : banner.waiting > 0
            ? say(M.waitingToSave, { what: waiting })
            : say(M.allSaved)}
          {hydrated && !banner.online && ` · ${say(M.offlineKept)}`}
          {banner.problem && ` · ${banner.problem}`}
        </p>
      )}
      {children}
    </div>
  );
}

function CategoryBar(
  { store, categories }: { store: ChecklistRows; categories: ChecklistData["categories"] },
) {
  const say = useWords();
  const progress = useSyncExternalStore(store.subscribe, store.progress, store.progress);
  if (categories.length < 2) return null;
  return (
    <nav className="category-bar scroll-cue" aria-label={say(M.categories)}>
      {categories.map((category) => {
        const counts = progress.byCategory[category.id] ?? { done: 0, total: 0 };
        return (
          <a key={category.id} href={`#category-${category.id}`}>
            {category.name} <span className="category-count">{counts.done}/{counts.total}</span>
          </a>
        );
      })}
    </nav>
  );
}
