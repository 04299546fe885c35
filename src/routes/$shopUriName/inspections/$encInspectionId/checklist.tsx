import { createFileRoute } from "@tanstack/react-router";
import {
  getChecklistPage,
  InspectionChecklistPage,
  NO_SUCH_INSPECTION,
  readChecklistSearch,
} from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// The checklist a mechanic works through in the bay (docs/inspections/checklist.md). Query: lang (the
// checklist's language; the shop's words are shown as written), categoryId (scroll to that category),
// returnUrl (a path of this shop to go back to).
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/checklist")({
  validateSearch: readChecklistSearch,
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getChecklistPage({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok"
          ? `Checklist: ${loaderData.page.summary.vehicleName || loaderData.page.summary.typeName}`
          : "Checklist",
        matches,
      ),
    }],
  }),
  component: ChecklistRoute,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function ChecklistRoute() {
  const { shopUriName, encInspectionId } = Route.useParams();
  return (
    <InspectionChecklistPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      encInspectionId={encInspectionId}
      search={Route.useSearch()}
    />
  );
}
