import { createFileRoute } from "@tanstack/react-router";
import { getReportSendPage, InspectionReportPage } from "@modules/reports/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// The customer report as staff handle it: preview, sending and the report's life (docs/reports.md,
// "Sending the report").
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/report")({
  loader: ({ params: { shopUriName, encInspectionId }, location }) =>
    pageOf(getReportSendPage({ data: { shopUriName, encInspectionId } }), location),
  head: wordsHead("reportTab.title"),
  component: () => <InspectionReportPage {...usePageProps(Route)} />,
});
