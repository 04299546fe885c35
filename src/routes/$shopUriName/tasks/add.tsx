import { createFileRoute } from "@tanstack/react-router";
import { AddTaskPage, getTaskFormPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// Owners and managers add a task to any category; it goes last in its category.
export const Route = createFileRoute("/$shopUriName/tasks/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getTaskFormPage({ data: { shopUriName: params.shopUriName } }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a task", matches) }] }),
  component: AddTaskRoute,
});

function AddTaskRoute() {
  return <AddTaskPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
