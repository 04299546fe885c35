import { createFileRoute } from "@tanstack/react-router";
import { getInspectionDetails, InspectionDetailsPage, NO_SUCH_INSPECTION } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";
import { ShopRefusedPanel } from "@ui/refused_panel.tsx";

// One inspection's details (docs/inspections/header_and_events.md). returnUrl (a path of the same shop)
// becomes "Back".
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/")({
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => ({
    returnUrl: typeof search.returnUrl === "string" ? search.returnUrl : undefined,
  }),
  loaderDeps: ({ search }) => ({ returnUrl: search.returnUrl }),
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionDetails({
        data: {
          shopUriName: params.shopUriName,
          encInspectionId: params.encInspectionId,
          returnUrl: deps.returnUrl,
        },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? `Inspection · ${loaderData.page.summary.typeName}` : "Inspection",
        matches,
      ),
    }],
  }),
  component: InspectionDetailsRoute,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function InspectionDetailsRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return <InspectionDetailsPage shopUriName={shopUriName} page={result.page} />;
}
