// Owners and managers add a task: to any category (/tasks/add), or to the category the address names (the
// categories page's "Add a task"); it goes last in its category.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import { TASK_FORM_MESSAGES as T } from "@modules/text/ui.ts";
import type { TaskFormPage } from "./categories_tasks_pages.server.ts";
import { BackToCategories, BackToTasks } from "./back_links.tsx";
import { TaskForm } from "./task_form.tsx";

export function AddTaskPage(props: { result: ShownOutcome<TaskFormPage>; shopUriName: string }) {
  const { result, shopUriName } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToTasks shopUriName={shopUriName} />}
      wide
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <AddTask page={page} shopUriName={shopUriName} action={`/${shopUriName}/tasks/add`} />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

export function AddCategoryTaskPage(
  props: { result: ShownOutcome<TaskFormPage>; shopUriName: string; categoryId: string },
) {
  const { result, shopUriName, categoryId } = props;
  return (
    <ShopFormCard
      result={result}
      shopUriName={shopUriName}
      back={<BackToCategories shopUriName={shopUriName} />}
      wide
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <AddTask
            page={page}
            shopUriName={shopUriName}
            action={`/${shopUriName}/categories/${categoryId}/tasks/add`}
          />
        </WordsProvider>
      )}
    </ShopFormCard>
  );
}

/** The heading names the category when the address gives it. */
function AddTask(props: { page: TaskFormPage; shopUriName: string; action: string }) {
  const { page } = props;
  const say = useWords();
  return (
    <>
      <h1>
        {page.fixedCategory ? say(T.addToCategory, { category: page.fixedCategory.name }) : say(M.addTask)}
      </h1>
      <TaskForm page={page} action={props.action} shopUriName={props.shopUriName} />
    </>
  );
}
