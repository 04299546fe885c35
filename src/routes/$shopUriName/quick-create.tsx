import { createFileRoute } from "@tanstack/react-router";
import { getAddInspectionPage, QuickInspectionPage } from "@modules/inspections/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// Quick-create: the bay's one-screen start on a phone; it opens the new checklist.
export const Route = createFileRoute("/$shopUriName/quick-create")({
  loader: ({ params: { shopUriName }, location }) =>
    pageOf(getAddInspectionPage({ data: { shopUriName, prefill: {} } }), location),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("inspectionAdd.quickTitle"),
  component: () => <QuickInspectionPage {...usePageProps(Route)} />,
});
