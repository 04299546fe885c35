import { createFileRoute } from "@tanstack/react-router";
import { getSeedComparisonPage } from "../../../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../../../../ui/refused_panel.tsx";
import { TypeComparison } from "./-type_comparison.tsx";

// A template type against one chosen type of this shop ({rightShopTypeId}: 404 if not this shop's).
export const Route = createFileRoute("/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getSeedComparisonPage({
        data: {
          shopUriName: params.shopUriName,
          typeId: params.typeId,
          rightShopTypeId: params.rightShopTypeId,
        },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok"
          ? `Compare: ${loaderData.page.templateType.name} and ${loaderData.page.shopType?.name}`
          : "Compare",
        matches,
      ),
    }],
  }),
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type." />,
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
