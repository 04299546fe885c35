// A task's configuration: owners and managers change or delete it, mechanics read it. `done` says what the
// form post before did; a task past inspections used is deactivated rather than deleted.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import type { TaskFormPage } from "./categories_tasks_pages.server.ts";
import { BackToTasks } from "./back_links.tsx";
import { TaskForm } from "./task_form.tsx";
import { DONE, type EditTaskSearch } from "./edit_task_search.ts";

export function EditTaskPage(props: {
  result: ShownOutcome<TaskFormPage>;
  shopUriName: string;
  taskId: string;
  search: EditTaskSearch;
}) {
  const { result, shopUriName, taskId } = props;
  const { done } = props.search;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToTasks shopUriName={shopUriName} />}
      wide
    >
      {(page, form) => {
        const task = page.task!;
        return (
          <>
            <h1>
              {task.name}
              {!task.isActive && <span className="badge">Inactive</span>}
            </h1>
            <DoneNotice notices={DONE} done={form ? undefined : done} />
            <p className="hint">
              <a href={`/${shopUriName}/tasks/${taskId}/findings`}>Findings of this task</a>
            </p>
            <TaskForm
              page={page}
              action={`/${shopUriName}/tasks/${taskId}/edit`}
              shopUriName={shopUriName}
            />
          </>
        );
      }}
    </ShopFormCard>
  );
}
