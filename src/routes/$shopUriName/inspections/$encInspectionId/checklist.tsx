import { createFileRoute } from "@tanstack/react-router";
import {
  getChecklistPage,
  InspectionChecklistPage,
  inspectionTabHead,
  readChecklistSearch,
  useFullChecklist,
} from "@modules/inspections/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// The checklist a mechanic works through in the bay (docs/inspections/checklist.md). Query: lang (the
// checklist's language; the shop's words are shown as written), categoryId (scroll to that category),
// returnUrl (a path of this shop to go back to).
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/checklist")({
  validateSearch: readChecklistSearch,
  loader: ({ params: { shopUriName, encInspectionId }, location }) =>
    pageOf(getChecklistPage({ data: { shopUriName, encInspectionId } }), location),
  head: inspectionTabHead("Checklist"),
  component: Checklist,
});

function Checklist() {
  const { result, ...props } = usePageProps(Route);
  // The loader's answer as the page carried it (checklist_wire.ts), made whole for the page.
  return <InspectionChecklistPage {...props} result={useFullChecklist(result)} />;
}
