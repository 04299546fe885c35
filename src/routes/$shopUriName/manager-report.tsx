import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// Per adviser: inspections, sent rate, photos, recommended and approved work, with a chart. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/manager-report")({
  validateSearch: reportSearchReader("manager-report"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({ data: { shopUriName: params.shopUriName, report: "manager-report", search: deps } }),
      location,
    ),
  head: wordsHead("staffReports.managerReport"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
