import { createFileRoute } from "@tanstack/react-router";
import { getTasksPage, readTaskListSearch, TaskListPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// Every task of the shop in one list, searched, sorted and paged on the server.
export const Route = createFileRoute("/$shopUriName/tasks/")({
  validateSearch: readTaskListSearch,
  loaderDeps: ({ search: { done: _, ...search } }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getTasksPage({ data: { shopUriName: params.shopUriName, search: deps } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Tasks", matches) }] }),
  component: TasksRoute,
});

function TasksRoute() {
  return (
    <TaskListPage
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
    />
  );
}
