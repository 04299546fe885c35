import { createFileRoute } from "@tanstack/react-router";
import { getSeedComparisonPage } from "../../../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../../../../ui/refused_panel.tsx";
import { TypeComparison } from "./-type_comparison.tsx";

// A template type against the shop's type that came from it (or has its name): task by task.
export const Route = createFileRoute("/$shopUriName/seed/types/$typeId/comparison/")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getSeedComparisonPage({ data: { shopUriName: params.shopUriName, typeId: params.typeId } }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? `Compare: ${loaderData.page.templateType.name}` : "Compare",
        matches,
      ),
    }],
  }),
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in the templates." />,
  component: ComparisonPage,
});

function ComparisonPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return <TypeComparison page={result.page} shopUriName={shopUriName} />;
}
