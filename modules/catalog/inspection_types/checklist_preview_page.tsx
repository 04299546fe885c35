import { Link } from "@tanstack/react-router";
import type { ChecklistData } from "../checklist_view/checklist_data.ts";
import { Checklist } from "../checklist_view/checklist_view.tsx";
import { SUBJECT_TYPE_LABELS, type SubjectType } from "../types.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

// The checklist preview of a saved type or one being made: the inspection's checklist in typePreview mode,
// so a manager sees and tries what a mechanic will get. Nothing is saved. The inspections module loads it
// (getChecklistPreview: the checklist as an inspection gets it); the route hands it here.
// Values are kept as the router read them (a lone id is a number): turned back into text, the router
// would write them quoted and redirect to that address.
type QueryValue = string | number;

export interface ChecklistPreviewSearch {
  name?: QueryValue;
  odo?: QueryValue;
  subjectType?: QueryValue;
  customerMode?: QueryValue;
  taskIds?: QueryValue;
  initialCategoryId?: number;
  expandAll?: 0 | 1;
}

const given = (value: unknown): QueryValue | undefined =>
  typeof value === "number" || (typeof value === "string" && value.length <= 5000) ? value : undefined;
const text = (value: QueryValue | undefined) => value === undefined ? undefined : String(value);

/** What the preview shows: the checklist, and what the address asked for. */
export interface ChecklistPreviewData extends ChecklistData {
  typeName: string;
  subjectType: SubjectType;
  odometer: string;
  /** What in the address was not understood (the preview shows the rest). */
  notices: string[];
}

export function readPreviewSearch(search: Record<string, unknown>): ChecklistPreviewSearch {
  const category = text(given(search.initialCategoryId));
  return {
    name: given(search.name),
    odo: given(search.odo),
    subjectType: given(search.subjectType),
    customerMode: given(search.customerMode),
    taskIds: given(search.taskIds),
    initialCategoryId: category && /^[1-9]\d{0,9}$/.test(category) ? Number(category) : undefined,
    expandAll: search.expandAll === 1 || search.expandAll === "1" || search.expandAll === true
      ? 1
      : undefined,
  };
}

export function previewQuery(search: ChecklistPreviewSearch) {
  return {
    name: text(search.name),
    odo: text(search.odo),
    subjectType: text(search.subjectType),
    customerMode: text(search.customerMode),
    taskIds: text(search.taskIds),
  };
}

export function ChecklistPreviewPage(
  props: {
    result: ShownOutcome<ChecklistPreviewData>;
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
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName} back={back}>
      {(page) => (
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
            initialCategoryId={props.search.initialCategoryId ?? null}
            expandAll={props.search.expandAll === 1}
          />
          <p>{back}</p>
        </main>
      )}
    </ShopPageResult>
  );
}
