import { createFileRoute } from "@tanstack/react-router";
import { AddCategoryPage, getCategoryFormPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// Owners and managers add a category; it goes last in the checklist order.
export const Route = createFileRoute("/$shopUriName/categories/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getCategoryFormPage({ data: { shopUriName: params.shopUriName, categoryId: null } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a category", matches) }] }),
  component: AddCategoryRoute,
});

function AddCategoryRoute() {
  return <AddCategoryPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
