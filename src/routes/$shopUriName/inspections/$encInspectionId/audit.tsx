import { createFileRoute } from "@tanstack/react-router";
import {
  getAuditPage,
  InspectionAuditPage,
  NO_SUCH_INSPECTION,
  readAuditSearch,
} from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// The manager's review of an inspection (docs/inspections/audit.md). Query: attention=1 (warn and fail
// only), returnUrl (a path in this shop to go back to).
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/audit")({
  validateSearch: readAuditSearch,
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getAuditPage({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok"
          ? `Audit: ${loaderData.page.summary.vehicleName || loaderData.page.summary.typeName}`
          : "Audit",
        matches,
      ),
    }],
  }),
  component: AuditRoute,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function AuditRoute() {
  const { shopUriName, encInspectionId } = Route.useParams();
  return (
    <InspectionAuditPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      encInspectionId={encInspectionId}
      search={Route.useSearch()}
    />
  );
}
