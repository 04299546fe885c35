import { createFileRoute } from "@tanstack/react-router";
import {
  type EventKind,
  getInspectionEvents,
  InspectionEventsPage,
  NO_SUCH_INSPECTION,
  readEventsQuery,
} from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";
import { ShopRefusedPanel } from "@ui/refused_panel.tsx";

// The inspection's event trail, newest first: 100 a page, one kind at a time if asked.
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/events")({
  validateSearch: (search: Record<string, unknown>): { page?: number; kind?: EventKind } => {
    const query = readEventsQuery(search);
    return { page: query.page === 1 ? undefined : query.page, kind: query.kind ?? undefined };
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionEvents({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId, ...deps },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Inspection events", matches) }] }),
  component: InspectionEventsRoute,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function InspectionEventsRoute() {
  const result = Route.useLoaderData();
  const { shopUriName, encInspectionId } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return (
    <InspectionEventsPage shopUriName={shopUriName} encInspectionId={encInspectionId} page={result.page} />
  );
}
