import { createFileRoute, Link } from "@tanstack/react-router";
import { getTaskFormPage } from "../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { useFormResult } from "../../../../ui/forms.tsx";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../ui/refused_panel.tsx";
import { TaskForm } from "../-task_form.tsx";

// A task's configuration: owners and managers change or delete it, mechanics read it. `done` says what the
// form post before did; a task past inspections used is deactivated rather than deleted.
const DONE = {
  added: "The task was added.",
  saved: "Changes saved.",
  deactivated: "Inspections already use this task, so it was deactivated instead of deleted: their history " +
    "keeps it, and new inspections no longer list it.",
} as const;

interface Search {
  done?: keyof typeof DONE;
}

export const Route = createFileRoute("/$shopUriName/tasks/$taskId/edit")({
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.done === "string" && Object.hasOwn(DONE, search.done)
      ? { done: search.done as keyof typeof DONE }
      : {},
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getTaskFormPage({ data: { shopUriName: params.shopUriName, taskId: Number(params.taskId) } }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(loaderData?.outcome === "ok" ? loaderData.page.task?.name ?? "Task" : "Task", matches),
    }],
  }),
  component: EditTaskPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such task in this shop." />,
});

function EditTaskPage() {
  const result = Route.useLoaderData();
  const { shopUriName, taskId } = Route.useParams();
  const { done } = Route.useSearch();
  const form = useFormResult();
  if (result.outcome === "refused") {
    return (
      <RefusedPanel
        message={result.message}
        back={<Link to="/$shopUriName/tasks" params={{ shopUriName }}>Back to the tasks</Link>}
      />
    );
  }
  const task = result.page.task!;
  return (
    <main className="form-card form-wide">
      <h1>
        {task.name}
        {!task.isActive && <span className="badge">Inactive</span>}
      </h1>
      {done && !form && <p className="form-notice" role="status">{DONE[done]}</p>}
      <p className="hint">
        <a href={`/${shopUriName}/tasks/${taskId}/findings`}>Findings of this task</a>
      </p>
      <TaskForm
        page={result.page}
        action={`/${shopUriName}/tasks/${taskId}/edit`}
        shopUriName={shopUriName}
      />
    </main>
  );
}
