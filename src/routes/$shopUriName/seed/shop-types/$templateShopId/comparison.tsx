import { createFileRoute } from "@tanstack/react-router";
import { catalogueHead, getSeedShopComparisonPage, TemplateComparisonPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// A whole template ({templateShopId}: the template shop's id) against this shop's catalogue: which of its
// inspection types the shop has (Add the others), and which of its tasks the shop has by name.
export const Route = createFileRoute("/$shopUriName/seed/shop-types/$templateShopId/comparison")({
  loader: ({ params, location }) =>
    pageOf(
      getSeedShopComparisonPage({
        data: { shopUriName: params.shopUriName, templateShopId: params.templateShopId },
      }),
      location,
    ),
  head: catalogueHead("templateComparison"),
  component: () => <TemplateComparisonPage {...usePageProps(Route)} />,
});
