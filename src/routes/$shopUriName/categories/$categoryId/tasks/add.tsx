import { createFileRoute, Link } from "@tanstack/react-router";
import { getTaskFormPage } from "../../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../../ui/refused_panel.tsx";
import { TaskForm } from "../../../tasks/-task_form.tsx";

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
  component: AddCategoryTaskPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such category in this shop." />,
});

function AddCategoryTaskPage() {
  const result = Route.useLoaderData();
  const { shopUriName, categoryId } = Route.useParams();
  if (result.outcome === "refused") {
    return (
      <RefusedPanel
        message={result.message}
        back={<Link to="/$shopUriName/categories" params={{ shopUriName }}>Back to the categories</Link>}
      />
    );
  }
  return (
    <main className="form-card form-wide">
      <h1>Add a task to {result.page.fixedCategory?.name}</h1>
      <TaskForm
        page={result.page}
        action={`/${shopUriName}/categories/${categoryId}/tasks/add`}
        shopUriName={shopUriName}
      />
    </main>
  );
}
