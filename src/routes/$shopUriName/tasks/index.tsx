import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { getTasksPage, readTasksSearch } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../ui/refused_panel.tsx";
import { TasksFilters } from "./-tasks_filters.tsx";
import { TasksTable } from "./-tasks_table.tsx";

// Every task of the shop in one list, searched, sorted and paged on the server. Query: search (every word
// in the task's name, any case), categoryId, orderBy (name or type; category order by default), asc (1 or
// 0), page (50 a page), done (what the form post before did).
const DONE = { "task-deleted": "The task was deleted." } as const;

export const Route = createFileRoute("/$shopUriName/tasks/")({
  validateSearch: (search: Record<string, unknown>) => ({
    ...readTasksSearch(search),
    ...(search.done === "task-deleted" ? { done: "task-deleted" as const } : {}),
  }),
  loaderDeps: ({ search: { done: _, ...search } }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getTasksPage({ data: { shopUriName: params.shopUriName, search: deps } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Tasks", matches) }] }),
  component: TasksPage,
});

function TasksPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const search = Route.useSearch();
  const [error, setError] = useState<string | null>(null);
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const { tasks, total, pageSize, categories, canManage } = result.page;
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Tasks</h1>
        <div className="heading-actions">
          <Link className="button" to="/$shopUriName/categories" params={{ shopUriName }}>Categories</Link>
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
      {search.done && <p className="form-notice" role="status">{DONE[search.done]}</p>}
      <TasksFilters categories={categories} />
      {error && <p className="form-error" role="alert">Couldn't change the status: {error}</p>}
      <p className="hint" aria-live="polite">
        {total === 0
          ? "No tasks match."
          : total <= pageSize
          ? `${total} ${total === 1 ? "task" : "tasks"}`
          : `${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)} of ${total} tasks`}
      </p>
      {tasks.length > 0 && <TasksTable tasks={tasks} canManage={canManage} onStatusError={setError} />}
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
}
