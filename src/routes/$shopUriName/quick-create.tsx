import { createFileRoute } from "@tanstack/react-router";
import { getAddInspectionPage, QuickInspectionPage } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

// Quick-create: the bay's one-screen start on a phone; it opens the new checklist.
export const Route = createFileRoute("/$shopUriName/quick-create")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getAddInspectionPage({ data: { shopUriName: params.shopUriName, prefill: {} } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Quick inspection", matches) }] }),
  component: QuickCreateRoute,
});

function QuickCreateRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => <QuickInspectionPage shopUriName={shopUriName} page={page} />}
    </ShopPageResult>
  );
}
