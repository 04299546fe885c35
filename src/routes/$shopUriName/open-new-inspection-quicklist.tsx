import { createFileRoute } from "@tanstack/react-router";
import { BayQuicklistPage, getQuicklist } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

// The mechanic's start page on a phone: the shop's open inspections, their own first.
export const Route = createFileRoute("/$shopUriName/open-new-inspection-quicklist")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getQuicklist({ data: { shopUriName: params.shopUriName } }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Open inspections", matches) }] }),
  component: QuicklistRoute,
});

function QuicklistRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => <BayQuicklistPage shopUriName={shopUriName} page={page} />}
    </ShopPageResult>
  );
}
