import { createFileRoute } from "@tanstack/react-router";
import { getAddInspectionPage, QuickInspectionPage } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopRefusedPanel } from "@ui/refused_panel.tsx";

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
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return <QuickInspectionPage shopUriName={shopUriName} page={result.page} />;
}
