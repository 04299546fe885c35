import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// The latest photos and videos of the shop's inspections, grouped by day, inspection or person. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/recent-images")({
  validateSearch: reportSearchReader("recent-images"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({ data: { shopUriName: params.shopUriName, report: "recent-images", search: deps } }),
      location,
    ),
  head: wordsHead("staffReports.recentImages"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
