// A task's configuration: owners and managers change or delete it, mechanics read it. `done` says what the
// form post before did; a task past inspections used is deactivated rather than deleted.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import type { FormResult } from "@platform/viewer.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { TASK_FORM_MESSAGES as T } from "@modules/text/ui.ts";
import type { TaskFormPage } from "./categories_tasks_pages.server.ts";
import { BackToTasks } from "./back_links.tsx";
import { TaskForm } from "./task_form.tsx";
import type { EditTaskSearch } from "./edit_task_search.ts";

type Props = { shopUriName: string; taskId: string; search: EditTaskSearch };

export function EditTaskPage(props: Props & { result: ShownOutcome<TaskFormPage> }) {
  return (
    <ShopFormCard
      result={props.result}
      shopUriName={props.shopUriName}
      back={<BackToTasks shopUriName={props.shopUriName} />}
      wide
    >
      {(page, form) => (
        <WordsProvider words={page.words}>
          <EditTask {...props} page={page} form={form} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

function EditTask(props: Props & { page: TaskFormPage; form: FormResult | null }) {
  const { page, form, shopUriName, taskId } = props;
  const task = page.task!;
  const say = useWords();
  return (
    <>
      <h1>
        {task.name}
        {!task.isActive && <span className="badge">{say(M.inactive)}</span>}
      </h1>
      <DoneNotice
        notices={{ added: say(T.taskAdded), saved: say(M.changesSaved), deactivated: say(T.taskDeactivated) }}
        done={form ? undefined : props.search.done}
      />
      <p className="hint">
        <a href={`/${shopUriName}/tasks/${taskId}/findings`}>{say(T.findingsOfTask)}</a>
      </p>
      <TaskForm page={page} action={`/${shopUriName}/tasks/${taskId}/edit`} shopUriName={shopUriName} />
    </>
  );
}
