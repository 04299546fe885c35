// Owners and managers add a task: to any category (/tasks/add), or to the category the address names (the
// categories page's "Add a task"); it goes last in its category.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopFormCard } from "@ui/shop_form_card.tsx";
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
        <>
          <h1>Add a task</h1>
          <TaskForm page={page} action={`/${shopUriName}/tasks/add`} shopUriName={shopUriName} />
        </>
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
        <>
          <h1>Add a task to {page.fixedCategory?.name}</h1>
          <TaskForm
            page={page}
            action={`/${shopUriName}/categories/${categoryId}/tasks/add`}
            shopUriName={shopUriName}
          />
        </>
      )}
    </ShopFormCard>
  );
}
