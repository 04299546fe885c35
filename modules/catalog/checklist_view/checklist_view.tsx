// The checklist, one renderer for the inspection's page (normal, readOnly) and the catalogue's previews
// (typePreview, taskPreview): the notices and progress, a sticky bar to jump between categories, and the
// rows. The inspection's page hands it its saving rows, the Photos slot, and what goes before and after the
// rows (last visit's recommendations, "Checklist done"); a preview keeps its changes on the page.
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ChecklistData } from "./checklist_data.ts";
import { ChecklistRow, type LastTime, type PhotosSlot } from "./checklist_row.tsx";
import { ChecklistRows } from "./checklist_rows.ts";

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

export function Checklist(props: ChecklistProps) {
  const { data } = props;
  const [store] = useState(() => props.rows ?? new ChecklistRows(data.items, data.categories));
  useEffect(() => {
    if (props.initialCategoryId) {
      document.getElementById(`category-${props.initialCategoryId}`)?.scrollIntoView({ block: "start" });
    }
  }, [props.initialCategoryId]);
  const editable = data.mode === "normal" || data.mode === "typePreview" || data.mode === "taskPreview";
  const priorities = useMemo(() => data.priorities.map(({ id, name }) => ({ id, name })), [data.priorities]);
  const lastTime = props.lastTime ?? {};
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
      {props.beforeRows}
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

function ChecklistStatus({ store, saving }: { store: ChecklistRows; saving: boolean }) {
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
  { store, categories }: { store: ChecklistRows; categories: ChecklistData["categories"] },
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
