import { createFileRoute } from "@tanstack/react-router";
import {
  getAuditPage,
  InspectionAuditPage,
  inspectionTabHead,
  readAuditSearch,
} from "@modules/inspections/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// The manager's review of an inspection (docs/inspections/audit.md). Query: attention=1 (warn and fail
// only), returnUrl (a path in this shop to go back to).
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/audit")({
  validateSearch: readAuditSearch,
  loader: ({ params: { shopUriName, encInspectionId }, location }) =>
    pageOf(getAuditPage({ data: { shopUriName, encInspectionId } }), location),
  head: inspectionTabHead("Audit"),
  component: () => <InspectionAuditPage {...usePageProps(Route)} />,
});
