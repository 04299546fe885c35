import { createFileRoute, Link } from "@tanstack/react-router";
import { getTaskFormPage } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { RefusedPanel } from "../../../ui/refused_panel.tsx";
import { TaskForm } from "./-task_form.tsx";

// Owners and managers add a task to any category; it goes last in its category.
export const Route = createFileRoute("/$shopUriName/tasks/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getTaskFormPage({ data: { shopUriName: params.shopUriName } }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a task", matches) }] }),
  component: AddTaskPage,
});

function AddTaskPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return (
      <RefusedPanel
        message={result.message}
        back={<Link to="/$shopUriName/tasks" params={{ shopUriName }}>Back to the tasks</Link>}
      />
    );
  }
  return (
    <main className="form-card form-wide">
      <h1>Add a task</h1>
      <TaskForm page={result.page} action={`/${shopUriName}/tasks/add`} shopUriName={shopUriName} />
    </main>
  );
}
