import { createFileRoute } from "@tanstack/react-router";
import { catalogueHead, getSeedComparisonPage, TemplateTypeComparisonPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { usePageProps } from "@ui/page_props.ts";

// A template type against the shop's type that came from it (or has its name): task by task.
export const Route = createFileRoute("/$shopUriName/seed/types/$typeId/comparison/")({
  loader: ({ params, location }) =>
    pageOf(
      getSeedComparisonPage({ data: { shopUriName: params.shopUriName, typeId: params.typeId } }),
      location,
    ),
  head: catalogueHead("templateTypeComparison"),
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in the templates." />,
  component: () => <TemplateTypeComparisonPage {...usePageProps(Route)} />,
});
