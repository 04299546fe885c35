import { createFileRoute } from "@tanstack/react-router";
import { NO_SUCH_INSPECTION } from "@modules/inspections/ui.ts";
import { getReportSendPage, InspectionReportPage } from "@modules/reports/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// The customer report as staff handle it: preview, sending and the report's life (docs/reports.md,
// "Sending the report").
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/report")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getReportSendPage({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Customer report", matches) }] }),
  component: ReportRoute,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function ReportRoute() {
  return <InspectionReportPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
