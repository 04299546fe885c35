import { createFileRoute } from "@tanstack/react-router";
import { getStaffReport, reportSearchReader, StaffReportView } from "@modules/reports/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// Each work order and how far its inspection got: started, done, audited, sent, viewed, answered. Owners and managers (decision 034).
export const Route = createFileRoute("/$shopUriName/rocompletion-report")({
  validateSearch: reportSearchReader("rocompletion-report"),
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(
      getStaffReport({
        data: { shopUriName: params.shopUriName, report: "rocompletion-report", search: deps },
      }),
      location,
    ),
  head: wordsHead("staffReports.roCompletion"),
  component: () => (
    <StaffReportView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />
  ),
});
