import { createFileRoute } from "@tanstack/react-router";
import { getInspectionDetails, InspectionDetailsPage, readDetailsSearch } from "@modules/inspections/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// One inspection's details (docs/inspections/header_and_events.md). returnUrl (a path of the same shop)
// becomes "Back". The title is in the page's words (the shop's staff language).
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/")({
  validateSearch: readDetailsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params: { shopUriName, encInspectionId }, deps, location }) =>
    pageOf(getInspectionDetails({ data: { shopUriName, encInspectionId, ...deps } }), location),
  head: wordsHead("inspectionDetails.title", (page) => ({
    type: (page.summary as { typeName: string }).typeName,
  })),
  component: () => <InspectionDetailsPage {...usePageProps(Route)} />,
});
