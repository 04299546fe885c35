import { createFileRoute } from "@tanstack/react-router";
import { BayQuicklistPage, getQuicklist } from "@modules/inspections/ui.ts";
import { BAY_MESSAGES, sayIn } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// The mechanic's start page on a phone: the shop's open inspections, their own first.
export const Route = createFileRoute("/$shopUriName/open-new-inspection-quicklist")({
  loader: ({ params: { shopUriName }, location }) =>
    pageOf(getQuicklist({ data: { shopUriName } }), location),
  // The title in the quicklist's words (the shop's staff language); a refused page says it in en-US.
  head: ({ loaderData, matches }) => {
    const words = loaderData?.outcome === "ok" ? loaderData.page.words : null;
    return { meta: [{ title: pageTitle(sayIn(words)(BAY_MESSAGES.title), matches) }] };
  },
  component: () => <BayQuicklistPage {...usePageProps(Route)} />,
});
