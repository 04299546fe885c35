// Every task of the shop in one list, searched, sorted and paged on the server. Query: search (every word
// in the task's name, any case), categoryId, orderBy (name or type; category order by default), asc (1 or
// 0), page (50 a page), done (what the form post before did).
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useState } from "react";
import type { TasksPage } from "./categories_tasks_pages.server.ts";
import { TasksFilters } from "./tasks_filters.tsx";
import { TasksTable } from "./tasks_table.tsx";
import type { TaskListSearch } from "./task_list_search.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function TaskListPage(
  props: { result: ShownOutcome<TasksPage>; shopUriName: string; search: TaskListSearch },
) {
  const { result, shopUriName, search } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(data) => (
        <WordsProvider words={data.words}>
          <TaskList data={data} shopUriName={shopUriName} search={search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function TaskList(props: { data: TasksPage; shopUriName: string; search: TaskListSearch }) {
  const { shopUriName, search } = props;
  const { tasks, total, pageSize, categories, canManage } = props.data;
  const [error, setError] = useState<string | null>(null);
  const say = useWords();
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <main className="page" lang={props.data.words.culture}>
      <div className="page-heading">
        <h1>{say(M.tasksTitle)}</h1>
        <div className="heading-actions">
          <Link className="button" to="/$shopUriName/categories" params={{ shopUriName }}>
            {say(M.categories)}
          </Link>
          {canManage && (
            search.categoryId
              ? (
                <Link
                  className="button primary"
                  to="/$shopUriName/categories/$categoryId/tasks/add"
                  params={{ shopUriName, categoryId: String(search.categoryId) }}
                >
                  {say(M.addTask)}
                </Link>
              )
              : (
                <Link className="button primary" to="/$shopUriName/tasks/add" params={{ shopUriName }}>
                  {say(M.addTask)}
                </Link>
              )
          )}
        </div>
      </div>
      <DoneNotice notices={{ "task-deleted": say(M.taskDeleted) }} done={search.done} />
      <TasksFilters categories={categories} search={search} />
      {error && <p className="form-error" role="alert">{say(M.statusRefused, { error })}</p>}
      <p className="hint" aria-live="polite">
        {total === 0
          ? say(M.noTasksMatch)
          : total <= pageSize
          ? say(M.taskCount, { count: total })
          : say(M.tasksShown, {
            // Written as before, without a thousands separator.
            first: String((page - 1) * pageSize + 1),
            last: String(Math.min(page * pageSize, total)),
            total: String(total),
          })}
      </p>
      {tasks.length > 0 && (
        <TasksTable
          shopUriName={shopUriName}
          search={search}
          tasks={tasks}
          canManage={canManage}
          onStatusError={setError}
        />
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={say(M.pages)}>
          {page > 1 && (
            <Link
              to="/$shopUriName/tasks"
              params={{ shopUriName }}
              search={{ ...search, done: undefined, page: page > 2 ? page - 1 : undefined }}
            >
              {say(M.previousPage)}
            </Link>
          )}
          <span>{say(M.pageOf, { page, pages })}</span>
          {page < pages && (
            <Link
              to="/$shopUriName/tasks"
              params={{ shopUriName }}
              search={{ ...search, done: undefined, page: page + 1 }}
            >
              {say(M.nextPage)}
            </Link>
          )}
        </nav>
      )}
    </main>
  );
}
