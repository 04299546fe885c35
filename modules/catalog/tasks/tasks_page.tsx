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
import { DONE, type TaskListSearch } from "./task_list_search.ts";

export function TaskListPage(
  props: { result: ShownOutcome<TasksPage>; shopUriName: string; search: TaskListSearch },
) {
  const { result, shopUriName, search } = props;
  const [error, setError] = useState<string | null>(null);
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {({ tasks, total, pageSize, categories, canManage }) => {
        const page = search.page ?? 1;
        const pages = Math.max(1, Math.ceil(total / pageSize));
        return (
          <main className="page">
            <div className="page-heading">
              <h1>Tasks</h1>
              <div className="heading-actions">
                <Link className="button" to="/$shopUriName/categories" params={{ shopUriName }}>
                  Categories
                </Link>
                {canManage && (
                  search.categoryId
                    ? (
                      <Link
                        className="button primary"
                        to="/$shopUriName/categories/$categoryId/tasks/add"
                        params={{ shopUriName, categoryId: String(search.categoryId) }}
                      >
                        Add a task
                      </Link>
                    )
                    : (
                      <Link className="button primary" to="/$shopUriName/tasks/add" params={{ shopUriName }}>
                        Add a task
                      </Link>
                    )
                )}
              </div>
            </div>
            <DoneNotice notices={DONE} done={search.done} />
            <TasksFilters categories={categories} search={search} />
            {error && <p className="form-error" role="alert">Couldn't change the status: {error}</p>}
            <p className="hint" aria-live="polite">
              {total === 0
                ? "No tasks match."
                : total <= pageSize
                ? `${total} ${total === 1 ? "task" : "tasks"}`
                : `${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)} of ${total} tasks`}
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
              <nav className="pager" aria-label="Pages">
                {page > 1 && (
                  <Link
                    to="/$shopUriName/tasks"
                    params={{ shopUriName }}
                    search={{ ...search, done: undefined, page: page > 2 ? page - 1 : undefined }}
                  >
                    Previous page
                  </Link>
                )}
                <span>Page {page} of {pages}</span>
                {page < pages && (
                  <Link
                    to="/$shopUriName/tasks"
                    params={{ shopUriName }}
                    search={{ ...search, done: undefined, page: page + 1 }}
                  >
                    Next page
                  </Link>
                )}
              </nav>
            )}
          </main>
        );
      }}
    </ShopPageResult>
  );
}
