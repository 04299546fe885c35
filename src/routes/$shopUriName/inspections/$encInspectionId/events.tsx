import { createFileRoute } from "@tanstack/react-router";
import { getInspectionEvents, InspectionEventsPage, readEventsSearch } from "@modules/inspections/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// The inspection's event trail, newest first: 100 a page, one kind at a time if asked.
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/events")({
  validateSearch: readEventsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params: { shopUriName, encInspectionId }, deps, location }) =>
    pageOf(getInspectionEvents({ data: { shopUriName, encInspectionId, ...deps } }), location),
  head: wordsHead("inspectionEvents.title"),
  component: () => <InspectionEventsPage {...usePageProps(Route)} />,
});
