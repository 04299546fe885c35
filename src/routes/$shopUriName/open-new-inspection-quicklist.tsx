import { createFileRoute } from "@tanstack/react-router";
import { BayQuicklistPage, getQuicklist } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopRefusedPanel } from "@ui/refused_panel.tsx";

// The mechanic's start page on a phone: the shop's open inspections, their own first.
export const Route = createFileRoute("/$shopUriName/open-new-inspection-quicklist")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getQuicklist({ data: params.shopUriName }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Open inspections", matches) }] }),
  component: QuicklistRoute,
});

function QuicklistRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return <BayQuicklistPage shopUriName={shopUriName} page={result.page} />;
}
