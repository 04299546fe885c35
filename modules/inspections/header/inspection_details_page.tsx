// One inspection's details: who and what is inspected, its repair order, odometer, type and people, the
// sales pitch and what the customer's report shows (docs/inspections/header_and_events.md). Every member
// opens it; members edit it while it is open. A returnUrl of the same shop becomes "Back".
import type { InspectionDetailsPage as DetailsData } from "./header_pages.server.ts";
import { InspectionHeading } from "../shared/inspection_heading.tsx";
import { HeaderEditor } from "./header_editor.tsx";
import { LifeActions } from "./life_actions.tsx";

export function InspectionDetailsPage({ shopUriName, page }: { shopUriName: string; page: DetailsData }) {
  return (
    <main className="page inspection-page">
      {page.backUrl && (
        <p className="back-link">
          <a href={page.backUrl}>Back</a>
        </p>
      )}
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="details" />
      <LifeActions summary={page.summary} />
      <HeaderEditor key={page.summary.encId} page={page} />
    </main>
  );
}
