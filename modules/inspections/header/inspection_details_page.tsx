// One inspection's details: who and what is inspected, its repair order, odometer, type and people, the
// sales pitch and what the customer's report shows (docs/inspections/header_and_events.md). Every member
// opens it; members edit it while it is open. A returnUrl of the same shop becomes "Back". Its words are the
// shop's (inspectionDetails.*), in the shop's staff language.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { InspectionDetailsPage as DetailsData } from "./header_pages.server.ts";
import { InspectionHeading } from "../shared/inspection_heading.tsx";
import { HeaderEditor } from "./header_editor.tsx";
import { LifeActions } from "./life_actions.tsx";
import { INSPECTION_DETAILS_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";

export function InspectionDetailsPage(
  props: { result: ShownOutcome<DetailsData>; shopUriName: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <InspectionDetails {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function InspectionDetails({ shopUriName, page }: { shopUriName: string; page: DetailsData }) {
  const say = useWords();
  return (
    <main className="page inspection-page" lang={page.words.culture}>
      {page.backUrl && (
        <p className="back-link">
          <a href={page.backUrl}>{say(M.back)}</a>
        </p>
      )}
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="details" />
      <LifeActions summary={page.summary} />
      <HeaderEditor
        key={page.summary.encId}
        page={page}
        shopUriName={shopUriName}
        vehicleHref={page.vehicleId === null
          ? null
          : `/${shopUriName}/vehicles/${page.vehicleId}?inspection=${encodeURIComponent(page.summary.encId)}`}
      />
    </main>
  );
}
