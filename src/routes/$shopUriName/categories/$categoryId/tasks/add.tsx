import { createFileRoute } from "@tanstack/react-router";
import { AddCategoryTaskPage, getTaskFormPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// The task form with the category given by the address (the categories page's "Add a task").
export const Route = createFileRoute("/$shopUriName/categories/$categoryId/tasks/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getTaskFormPage({
        data: { shopUriName: params.shopUriName, categoryId: Number(params.categoryId) },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a task", matches) }] }),
  component: AddCategoryTaskRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such category in this shop." />,
});

function AddCategoryTaskRoute() {
  const { shopUriName, categoryId } = Route.useParams();
  return (
    <AddCategoryTaskPage result={Route.useLoaderData()} shopUriName={shopUriName} categoryId={categoryId} />
  );
}
