import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// The manager report across the shop group's shops the viewer owns. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/multishop-manager-report")({
  validateSearch: reportSearchReader("multishop-manager-report"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({
        data: { shopUriName: params.shopUriName, report: "multishop-manager-report", search: deps },
      }),
      location,
    ),
  head: wordsHead("staffReports.multishopManagerReport"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
