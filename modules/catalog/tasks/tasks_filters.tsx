// The tasks list's search: an ordinary GET form, so it works before scripts load (Search); afterwards a
// change of category, or Enter in the search box, updates the list in place.
import { useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { SearchField, SelectField } from "@ui/forms.tsx";
import { CategoryOptions } from "./category_options.tsx";
import type { CategoryRow } from "./categories_tasks_pages.server.ts";
import { readTasksSearch, type TasksSearch } from "./tasks_search.ts";
import { useWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function TasksFilters({ categories, search }: { categories: CategoryRow[]; search: TasksSearch }) {
  const navigate = useNavigate({ from: "/$shopUriName/tasks/" });
  const say = useWords();
  // Uncontrolled inputs show a change at once; the key resets them when the address changes (Back).
  const key = JSON.stringify(search);

  function apply(form: HTMLFormElement) {
    navigate({ search: readTasksSearch(Object.fromEntries(new FormData(form))), replace: true });
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  return (
    <form method="get" className="filters wrap" role="search" onSubmit={submit} key={key}>
      <SearchField
        id="tasks-search"
        placeholder={say(M.taskNameWords)}
        defaultValue={search.search ?? ""}
      />
      <SelectField
        label={say(M.category)}
        id="tasks-category"
        name="categoryId"
        defaultValue={search.categoryId ?? ""}
        onChange={(event) => apply(event.currentTarget.form!)}
      >
        <option value="">{say(M.everyCategory)}</option>
        <CategoryOptions categories={categories} />
      </SelectField>
      {search.orderBy && <input type="hidden" name="orderBy" value={search.orderBy} />}
      {search.asc === 0 && <input type="hidden" name="asc" value="0" />}
      <button type="submit" className="button">{say(M.search)}</button>
    </form>
  );
}
