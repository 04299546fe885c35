import { Link } from "@tanstack/react-router";
import { Checklist } from "../inspections/-checklist/checklist_view.tsx";
import { SUBJECT_TYPE_LABELS } from "../../../../modules/catalog/ui.ts";
import type { ChecklistPreview } from "../../../../modules/inspections/ui.ts";
import type { ShownOutcome } from "../../../platform/page_outcome.ts";
import { RefusedPanel } from "../../../ui/refused_panel.tsx";

// The checklist preview of a saved type or one being made: the inspection's checklist in typePreview mode,
// so a manager sees and tries what a mechanic will get. Nothing is saved.
export interface ChecklistPreviewSearch {
  name?: string;
  odo?: string;
  subjectType?: string;
  customerMode?: string;
  taskIds?: string;
  initialCategoryId?: number;
  expandAll?: 0 | 1;
}

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).slice(0, 5000) : undefined;

export function readPreviewSearch(search: Record<string, unknown>): ChecklistPreviewSearch {
  const category = text(search.initialCategoryId);
  return {
    name: text(search.name),
    odo: text(search.odo),
    subjectType: text(search.subjectType),
    customerMode: text(search.customerMode),
    taskIds: text(search.taskIds),
    initialCategoryId: category && /^[1-9]\d{0,9}$/.test(category) ? Number(category) : undefined,
    expandAll: search.expandAll === 1 || search.expandAll === "1" || search.expandAll === true
      ? 1
      : undefined,
  };
}

export function previewQuery(search: ChecklistPreviewSearch) {
  const { name, odo, subjectType, customerMode, taskIds } = search;
  return { name, odo, subjectType, customerMode, taskIds };
}

export function ChecklistPreviewPage(
  props: {
    result: ShownOutcome<ChecklistPreview>;
    search: ChecklistPreviewSearch;
    shopUriName: string;
    typeId: string | null;
  },
) {
  const back = props.typeId
    ? (
      <Link
        to="/$shopUriName/inspection-types/$typeId/preview"
        params={{ shopUriName: props.shopUriName, typeId: props.typeId }}
      >
        Back to the type's preview
      </Link>
    )
    : (
      <Link to="/$shopUriName/inspection-types" params={{ shopUriName: props.shopUriName }}>
        Back to the types
      </Link>
    );
  if (props.result.outcome === "refused") return <RefusedPanel message={props.result.message} back={back} />;
  const page = props.result.page;
  return (
    <main className="page checklist-page">
      <div className="page-heading">
        <h1>{page.typeName}: checklist preview</h1>
      </div>
      <p className="hint">
        {SUBJECT_TYPE_LABELS[page.subjectType]}
        {page.odometer && ` · odometer ${Number(page.odometer).toLocaleString("en-US")}`}
      </p>
      {page.notices.map((notice) => <p key={notice} className="form-notice" role="status">{notice}</p>)}
      <Checklist
        data={page}
        encInspectionId={null}
        initialCategoryId={props.search.initialCategoryId ?? null}
        expandAll={props.search.expandAll === 1}
      />
      <p>{back}</p>
    </main>
  );
}
