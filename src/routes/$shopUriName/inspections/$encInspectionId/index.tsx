import { createFileRoute } from "@tanstack/react-router";
import { getInspectionDetails, InspectionDetailsPage } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

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
});

function InspectionDetailsRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => <InspectionDetailsPage shopUriName={shopUriName} page={page} />}
    </ShopPageResult>
  );
}
