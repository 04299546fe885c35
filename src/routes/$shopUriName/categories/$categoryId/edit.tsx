import { createFileRoute } from "@tanstack/react-router";
import { EditCategoryPage, getCategoryFormPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// A category: owners and managers rename it, switch it off or delete it; mechanics see it read-only.
export const Route = createFileRoute("/$shopUriName/categories/$categoryId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getCategoryFormPage({
        data: { shopUriName: params.shopUriName, categoryId: Number(params.categoryId) },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" && loaderData.page.category ? loaderData.page.category.name : "Category",
        matches,
      ),
    }],
  }),
  component: EditCategoryRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such category in this shop." />,
});

function EditCategoryRoute() {
  const { shopUriName, categoryId } = Route.useParams();
  return (
    <EditCategoryPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      categoryId={categoryId}
    />
  );
}
