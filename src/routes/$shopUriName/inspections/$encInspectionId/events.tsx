import { createFileRoute } from "@tanstack/react-router";
import {
  type EventKind,
  getInspectionEvents,
  InspectionEventsPage,
  readEventsQuery,
} from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

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
});

function InspectionEventsRoute() {
  const result = Route.useLoaderData();
  const { shopUriName, encInspectionId } = Route.useParams();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <InspectionEventsPage shopUriName={shopUriName} encInspectionId={encInspectionId} page={page} />
      )}
    </ShopPageResult>
  );
}
