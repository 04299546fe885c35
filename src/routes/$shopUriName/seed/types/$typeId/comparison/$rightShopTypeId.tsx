import { createFileRoute } from "@tanstack/react-router";
import { catalogueHead, getSeedComparisonPage, TemplateTypeComparisonPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { usePageProps } from "@ui/page_props.ts";

// A template type against one chosen type of this shop ({rightShopTypeId}: 404 if not this shop's).
export const Route = createFileRoute("/$shopUriName/seed/types/$typeId/comparison/$rightShopTypeId")({
  loader: ({ params, location }) =>
    pageOf(
      getSeedComparisonPage({
        data: {
          shopUriName: params.shopUriName,
          typeId: params.typeId,
          rightShopTypeId: params.rightShopTypeId,
        },
      }),
      location,
    ),
  head: catalogueHead("templateTypeComparisonWith"),
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type." />,
  component: () => <TemplateTypeComparisonPage {...usePageProps(Route)} />,
});
