import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// Per customer and task: the results that need the customer's attention, their findings and whether sold. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/customer-results")({
  validateSearch: reportSearchReader("customer-results"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({ data: { shopUriName: params.shopUriName, report: "customer-results", search: deps } }),
      location,
    ),
  head: wordsHead("staffReports.customerResults"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
