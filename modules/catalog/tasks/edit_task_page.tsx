// A task's configuration: owners and managers change or delete it, mechanics read it. `done` says what the
// form post before did; a task past inspections used is deactivated rather than deleted.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { useFormResult } from "@ui/forms.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { TaskFormPage } from "./categories_tasks_pages.server.ts";
import { TaskForm } from "./task_form.tsx";

const DONE = {
  added: "The task was added.",
  saved: "Changes saved.",
  deactivated: "Inspections already use this task, so it was deactivated instead of deleted: their history " +
    "keeps it, and new inspections no longer list it.",
} as const;

export interface EditTaskSearch {
  done?: keyof typeof DONE;
}

export function readEditTaskSearch(search: Record<string, unknown>): EditTaskSearch {
  return typeof search.done === "string" && Object.hasOwn(DONE, search.done)
    ? { done: search.done as keyof typeof DONE }
    : {};
}

export function EditTaskPage(props: {
  result: ShownOutcome<TaskFormPage>;
  shopUriName: string;
  taskId: string;
  search: EditTaskSearch;
}) {
  const { result, shopUriName, taskId } = props;
  const { done } = props.search;
  const form = useFormResult();
  return (
    <ShopPageResult
      result={result}
      shopUriName={shopUriName}
      back={<Link to="/$shopUriName/tasks" params={{ shopUriName }}>Back to the tasks</Link>}
    >
      {(page) => {
        const task = page.task!;
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
              page={page}
              action={`/${shopUriName}/tasks/${taskId}/edit`}
              shopUriName={shopUriName}
            />
          </main>
        );
      }}
    </ShopPageResult>
  );
}
