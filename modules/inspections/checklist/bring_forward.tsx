// Last visit's recommendations the customer did not buy, above the checklist: one tap records one again
// on this visit (limited to what its task records now), or all of them at once.
import { useMemo, useState } from "react";
import { type ChecklistData, isWarnOrFail, type ItemValues, resultLabel } from "@modules/catalog/ui.ts";
import type { UnsoldRecommendation } from "./carry_forward.ts";
import type { ChecklistStore } from "./checklist_store.ts";

export function BringForward(
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
