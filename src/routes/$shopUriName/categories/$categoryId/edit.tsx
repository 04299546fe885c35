import { createFileRoute } from "@tanstack/react-router";
import { EditCategoryPage, getCategoryFormPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// A category: owners and managers rename it, switch it off or delete it; mechanics see it read-only.
export const Route = createFileRoute("/$shopUriName/categories/$categoryId/edit")({
  loader: ({ params, location }) =>
    pageOf(
      getCategoryFormPage({
        data: { shopUriName: params.shopUriName, categoryId: Number(params.categoryId) },
      }),
      location,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" && loaderData.page.category ? loaderData.page.category.name : "Category",
        matches,
      ),
    }],
  }),
  component: () => <EditCategoryPage {...usePageProps(Route)} />,
});
