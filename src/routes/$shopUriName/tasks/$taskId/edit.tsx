import { createFileRoute } from "@tanstack/react-router";
import { EditTaskPage, getTaskFormPage, readEditTaskSearch } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// A task's configuration: owners and managers change or delete it, mechanics read it.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/edit")({
  validateSearch: readEditTaskSearch,
  loader: ({ params, location }) =>
    pageOf(
      getTaskFormPage({ data: { shopUriName: params.shopUriName, taskId: Number(params.taskId) } }),
      location,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(loaderData?.outcome === "ok" ? loaderData.page.task?.name ?? "Task" : "Task", matches),
    }],
  }),
  component: () => <EditTaskPage {...usePageProps(Route)} />,
});
