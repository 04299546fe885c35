import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// The multishop manager report's numbers as a plain table. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/multishop-manager-report-old")({
  validateSearch: reportSearchReader("multishop-manager-report-old"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({
        data: { shopUriName: params.shopUriName, report: "multishop-manager-report-old", search: deps },
      }),
      location,
    ),
  head: wordsHead("staffReports.multishopManagerReportOld"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
