import { createFileRoute } from "@tanstack/react-router";
import { CategoryListPage, getCategoriesPage, readCategoriesSearch } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// The shop's categories in checklist order, each with its tasks (seed 000 section 2).
export const Route = createFileRoute("/$shopUriName/categories/")({
  validateSearch: readCategoriesSearch,
  loaderDeps: ({ search }) => ({ showAll: search.showAll === 1 }),
  loader: ({ params, deps, location }) =>
    pageOf(getCategoriesPage({ data: { shopUriName: params.shopUriName, showAll: deps.showAll } }), location),
  head: catalogueHead("categories"),
  component: () => <CategoryListPage {...usePageProps(Route)} />,
});
