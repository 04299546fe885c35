// The checklist preview of a saved type or one being made: the inspection's checklist in typePreview mode,
// so a manager sees and tries what a mechanic will get. Nothing is saved. The inspections module loads it
// (getChecklistPreview: the checklist as an inspection gets it); the route hands it here.
import { Link } from "@tanstack/react-router";
import type { ChecklistData } from "../checklist_view/checklist_data.ts";
import { Checklist } from "../checklist_view/checklist_view.tsx";
import { SUBJECT_TYPE_LABELS, type SubjectType } from "../types.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { ChecklistPreviewSearch } from "./checklist_preview_search.ts";

/** What the preview shows: the checklist, and what the address asked for. */
export interface ChecklistPreviewData extends ChecklistData {
  typeName: string;
  subjectType: SubjectType;
  odometer: string;
  /** What in the address was not understood (the preview shows the rest). */
  notices: string[];
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
