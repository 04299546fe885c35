import { createFileRoute } from "@tanstack/react-router";
import { BayQuicklistPage, getQuicklist } from "@modules/inspections/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// The mechanic's start page on a phone: the shop's open inspections, their own first.
export const Route = createFileRoute("/$shopUriName/open-new-inspection-quicklist")({
  loader: ({ params: { shopUriName }, location }) =>
    pageOf(getQuicklist({ data: { shopUriName } }), location),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("bay.title"),
  component: () => <BayQuicklistPage {...usePageProps(Route)} />,
});
