import { createFileRoute } from "@tanstack/react-router";
import { getAddInspectionPage, QuickInspectionPage } from "@modules/inspections/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageHead } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// Quick-create: the bay's one-screen start on a phone; it opens the new checklist.
export const Route = createFileRoute("/$shopUriName/quick-create")({
  loader: ({ params: { shopUriName }, location }) =>
    pageOf(getAddInspectionPage({ data: { shopUriName, prefill: {} } }), location),
  head: pageHead("Quick inspection"),
  component: () => <QuickInspectionPage {...usePageProps(Route)} />,
});
