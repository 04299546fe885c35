// The checklist preview of a saved type or one being made: the inspection's checklist in typePreview mode,
// so a manager sees and tries what a mechanic will get. Nothing is saved. The inspections module loads it
// (getChecklistPreview: the checklist as an inspection gets it); the route hands it here. The page's own words
// are the staff language's (the frame's), the shop's wording of them not yet: the data carries none.
import { Link } from "@tanstack/react-router";
import type { ChecklistData } from "../checklist_view/checklist_data.ts";
import { Checklist } from "../checklist_view/checklist_view.tsx";
import type { SubjectType } from "../types.ts";
import { SUBJECT_TYPE_WORDS } from "../option_words.ts";
import { usePageCulture, useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { BackToTypes } from "./type_form.tsx";
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
  const say = useWords();
  const culture = usePageCulture();
  const back = props.typeId
    ? (
      <Link
        to="/$shopUriName/inspection-types/$typeId/preview"
        params={{ shopUriName: props.shopUriName, typeId: props.typeId }}
      >
        {say(M.backToTypePreview)}
      </Link>
    )
    : <BackToTypes shopUriName={props.shopUriName} />;
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName} back={back}>
      {(page) => (
        <main className="page checklist-page">
          <div className="page-heading">
            <h1>{say(M.checklistPreviewOf, { type: page.typeName })}</h1>
          </div>
          <p className="hint">
            {say(SUBJECT_TYPE_WORDS[page.subjectType])}
            {page.odometer &&
              ` · ${say(M.previewOdometer, { odometer: Number(page.odometer).toLocaleString(culture) })}`}
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
