import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// The time staff recorded per mechanic, per adviser and per inspection. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/hours-report")({
  validateSearch: reportSearchReader("hours-report"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({ data: { shopUriName: params.shopUriName, report: "hours-report", search: deps } }),
      location,
    ),
  head: wordsHead("staffReports.hoursReport"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
