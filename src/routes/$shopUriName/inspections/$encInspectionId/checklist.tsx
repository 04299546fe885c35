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
// checklist's culture, e.g. es-MX: its words and the shop's translated task names, decision 028), categoryId (scroll to that category),
// returnUrl (a path of this shop to go back to).
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/checklist")({
  validateSearch: readChecklistSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ params: { shopUriName, encInspectionId }, deps, location }) =>
    pageOf(getChecklistPage({ data: { shopUriName, encInspectionId, lang: deps.lang } }), location),
  head: inspectionTabHead("Checklist"),
  component: Checklist,
});

function Checklist() {
  const { result, ...props } = usePageProps(Route);
  // The loader's answer as the page carried it (checklist_wire.ts), made whole for the page.
  return <InspectionChecklistPage {...props} result={useFullChecklist(result)} />;
}
