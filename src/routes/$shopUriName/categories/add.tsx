import { createFileRoute } from "@tanstack/react-router";
import { AddCategoryPage, getCategoryFormPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// Owners and managers add a category; it goes last in the checklist order.
export const Route = createFileRoute("/$shopUriName/categories/add")({
  loader: ({ params, location }) =>
    pageOf(getCategoryFormPage({ data: { shopUriName: params.shopUriName, categoryId: null } }), location),
  head: catalogueHead("addCategory"),
  component: () => <AddCategoryPage {...usePageProps(Route)} />,
});
