import { createFileRoute } from "@tanstack/react-router";
import { AddCategoryTaskPage, catalogueHead, getTaskFormPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// The task form with the category given by the address (the categories page's "Add a task").
export const Route = createFileRoute("/$shopUriName/categories/$categoryId/tasks/add")({
  loader: ({ params, location }) =>
    pageOf(
      getTaskFormPage({
        data: { shopUriName: params.shopUriName, categoryId: Number(params.categoryId) },
      }),
      location,
    ),
  head: catalogueHead("addTask"),
  component: () => <AddCategoryTaskPage {...usePageProps(Route)} />,
});
