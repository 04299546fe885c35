import { createFileRoute } from "@tanstack/react-router";
import { getAddInspectionPage, QuickInspectionPage } from "@modules/inspections/ui.ts";
import { INSPECTION_ADD_MESSAGES, sayIn } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// Quick-create: the bay's one-screen start on a phone; it opens the new checklist.
export const Route = createFileRoute("/$shopUriName/quick-create")({
  loader: ({ params: { shopUriName }, location }) =>
    pageOf(getAddInspectionPage({ data: { shopUriName, prefill: {} } }), location),
  // The title in the form's words (the shop's staff language); a refused page says it in en-US.
  head: ({ loaderData, matches }) => {
    const words = loaderData?.outcome === "ok" ? loaderData.page.words : null;
    return { meta: [{ title: pageTitle(sayIn(words)(INSPECTION_ADD_MESSAGES.quickTitle), matches) }] };
  },
  component: () => <QuickInspectionPage {...usePageProps(Route)} />,
});
