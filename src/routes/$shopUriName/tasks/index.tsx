import { createFileRoute } from "@tanstack/react-router";
import { getTasksPage, readTaskListSearch, TaskListPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// Every task of the shop in one list, searched, sorted and paged on the server.
export const Route = createFileRoute("/$shopUriName/tasks/")({
  validateSearch: readTaskListSearch,
  loaderDeps: ({ search: { done: _, ...search } }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getTasksPage({ data: { shopUriName: params.shopUriName, search: deps } }), location),
  head: catalogueHead("tasks"),
  component: () => <TaskListPage {...usePageProps(Route)} />,
});
