import { createFileRoute } from "@tanstack/react-router";
import { getInspectionDetails, NO_SUCH_INSPECTION } from "../../../../../modules/inspections/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../../ui/refused_panel.tsx";
import { HeaderEditor } from "../-header_editor.tsx";
import { InspectionHeading } from "@modules/inspections/ui.ts";
import { LifeActions } from "@modules/inspections/ui.ts";

// One inspection's details: who and what is inspected, its repair order, odometer, type and people, the
// sales pitch and what the customer's report shows (docs/inspections/header_and_events.md). Every member
// opens it; members edit it while it is open. returnUrl (a path of the same shop) becomes "Back".
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
  component: InspectionDetailsPage,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function InspectionDetailsPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const page = result.page;
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
