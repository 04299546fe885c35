// The checklist, one component for the inspection's page (normal, readOnly) and the catalogue's previews
// (typePreview, taskPreview): the save banner and progress, a sticky bar to jump between categories, last
// visit's unsold recommendations to bring forward, the rows, and "Checklist done".
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { confirm } from "../../../../ui/confirm_dialog.tsx";
import type { CarryForward, UnsoldRecommendation } from "../../../../../modules/inspections/ui.ts";
import type { ChecklistData } from "../../../../../modules/inspections/ui.ts";
import { ChecklistRow, resultLabel } from "./checklist_row.tsx";
import { ChecklistStore } from "./checklist_store.ts";
import { isWarnOrFail } from "../../../../../modules/inspections/ui.ts";
import type { ItemValues } from "../../../../../modules/inspections/ui.ts";

export interface ChecklistProps {
  data: ChecklistData;
  /** The inspection; null in previews. Only the normal mode saves, the read-only one still shows photos. */
  encInspectionId: string | null;
  carryForward?: CarryForward | null;
  /** "12 Mar, 45,100 mi": when and at what reading the previous inspection was. */
  lastTimeLabel?: string;
  initialCategoryId?: number | null;
  expandAll?: boolean;
  /** Shown when the viewer may mark the checklist done now. */
  onChecklistDone?: () => Promise<void>;
}

export function Checklist(props: ChecklistProps) {
  const { data } = props;
  const [store] = useState(() =>
    new ChecklistStore(data.mode === "normal" ? props.encInspectionId : null, data.items, data.categories)
  );
  useEffect(() => store.start(), [store]);
  useEffect(() => {
    if (props.initialCategoryId) {
      document.getElementById(`category-${props.initialCategoryId}`)?.scrollIntoView({ block: "start" });
    }
  }, [props.initialCategoryId]);
  const editable = data.mode === "normal" || data.mode === "typePreview" || data.mode === "taskPreview";
  const priorities = useMemo(() => data.priorities.map(({ id, name }) => ({ id, name })), [data.priorities]);
  const lastTime = props.carryForward?.lastTime ?? {};
  return (
    <div className={`checklist mode-${data.mode}`}>
      {data.lockedReason && <p className="form-notice checklist-locked">{data.lockedReason}</p>}
      {data.mode === "typePreview" && (
        <p className="form-notice">Preview: the controls work, and nothing you do here is saved.</p>
      )}
      {data.mode !== "taskPreview" && (
        <>
          <ChecklistStatus store={store} saving={data.mode === "normal"} />
          <CategoryBar store={store} categories={data.categories} />
        </>
      )}
      {props.carryForward && props.carryForward.recommendations.length > 0 && data.mode === "normal" && (
        <BringForward
          store={store}
          recommendations={props.carryForward.recommendations}
          label={props.lastTimeLabel ?? ""}
          data={data}
        />
      )}
      {data.categories.length === 0 && <p className="empty">This checklist has no tasks.</p>}
      {data.categories.map((category) => (
        <section
          key={category.id}
          className="checklist-category"
          id={`category-${category.id}`}
          aria-labelledby={`category-${category.id}-name`}
        >
          <h2 id={`category-${category.id}-name`}>{category.name}</h2>
          {category.tasks.map((task) => (
            <ChecklistRow
              key={task.id}
              store={store}
              encInspectionId={props.encInspectionId}
              task={task}
              editable={editable}
              priorities={priorities}
              lastTime={lastTime[task.id]}
              lastTimeLabel={props.lastTimeLabel ?? ""}
              staffNames={data.staffNames}
              expanded={props.expandAll === true}
            />
          ))}
        </section>
      ))}
      {props.onChecklistDone && data.mode === "normal" && (
        <ChecklistDone store={store} onDone={props.onChecklistDone} />
      )}
    </div>
  );
}

function ChecklistStatus({ store, saving }: { store: ChecklistStore; saving: boolean }) {
  const progress = useSyncExternalStore(store.subscribe, store.progress, store.progress);
  const banner = useSyncExternalStore(store.subscribe, store.banner, store.banner);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="checklist-status">
      <p className="checklist-progress">
        <progress max={progress.total} value={progress.done} aria-hidden="true" />{" "}
        <span>{progress.done} of {progress.total} done</span>
      </p>
      {saving && (
        <p
          className={`save-banner ${banner.waiting > 0 ? "waiting" : "saved"}`}
          role="status"
          aria-live="polite"
        >
          {!hydrated
            ? "Loading the checklist…"
            : banner.waiting > 0
            ? `${banner.waiting} ${banner.waiting === 1 ? "change" : "changes"} waiting to be saved`
            : "All changes saved"}
          {hydrated && !banner.online && " · You are offline: changes are kept on this device."}
          {banner.problem && ` · ${banner.problem}`}
        </p>
      )}
    </div>
  );
}

function CategoryBar(
  { store, categories }: { store: ChecklistStore; categories: ChecklistData["categories"] },
) {
  const progress = useSyncExternalStore(store.subscribe, store.progress, store.progress);
  if (categories.length < 2) return null;
  return (
    <nav className="category-bar" aria-label="Categories">
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

function BringForward(
  props: {
    store: ChecklistStore;
    recommendations: UnsoldRecommendation[];
    label: string;
    data: ChecklistData;
  },
) {
  const tasks = useMemo(
    () => new Map(props.data.categories.flatMap((category) => category.tasks.map((task) => [task.id, task]))),
    [props.data.categories],
  );
  const [brought, setBrought] = useState<Set<number>>(new Set());
  const left = props.recommendations.filter((item) => tasks.has(item.taskId) && !brought.has(item.taskId));
  const bring = (items: UnsoldRecommendation[]) => {
    for (const item of items) props.store.edit(item.taskId, fieldsToBring(item, tasks.get(item.taskId)!));
    setBrought(new Set([...brought, ...items.map((item) => item.taskId)]));
  };
  if (left.length === 0) return null;
  return (
    <section className="bring-forward" aria-labelledby="bring-forward-title">
      <h2 id="bring-forward-title">Not done last time ({props.label})</h2>
      <p className="hint">
        The customer did not buy these. Bring one forward to record it again on this visit.
      </p>
      <ul>
        {left.map((item) => (
          <li key={item.taskId}>
            <span>
              <strong>{item.taskName}</strong>: {resultLabel(tasks.get(item.taskId)!, item.result)}
              {item.findingText && ` — ${item.findingText}`}
              {item.price !== null && ` · ${item.price}`}
            </span>
            <button type="button" className="button" onClick={() => bring([item])}>
              Bring forward<span className="visually-hidden">: {item.taskName}</span>
            </button>
          </li>
        ))}
      </ul>
      {left.length > 1 && (
        <button type="button" className="button" onClick={() => bring(left)}>Bring all</button>
      )}
    </section>
  );
}

/** Last time's recommendation, limited to what the task records now (its settings may have changed). */
function fieldsToBring(
  item: UnsoldRecommendation,
  task: { conclusionMode: string; notesMode: string; findings: { id: number }[] },
): Partial<ItemValues> {
  const fields: Partial<ItemValues> = { result: item.result, price: item.price, time: item.time };
  if (item.priorityId !== null) fields.priorityId = item.priorityId;
  if (task.conclusionMode !== "none" && item.conclusionId !== null && isWarnOrFail(item.result)) {
    fields.conclusionId = item.conclusionId;
  }
  if (task.notesMode !== "none" && item.notes !== "") fields.notes = item.notes;
  return fields;
}

function ChecklistDone({ store, onDone }: { store: ChecklistStore; onDone(): Promise<void> }) {
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
