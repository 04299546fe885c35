import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// The mechanic report across the shop group's shops the viewer owns. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/multishop-mechanic-report")({
  validateSearch: reportSearchReader("multishop-mechanic-report"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({
        data: { shopUriName: params.shopUriName, report: "multishop-mechanic-report", search: deps },
      }),
      location,
    ),
  head: wordsHead("staffReports.multishopMechanicReport"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
