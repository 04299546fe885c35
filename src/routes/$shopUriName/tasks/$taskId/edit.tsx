import { createFileRoute } from "@tanstack/react-router";
import { EditTaskPage, getTaskFormPage, readEditTaskSearch } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// A task's configuration: owners and managers change or delete it, mechanics read it.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/edit")({
  validateSearch: readEditTaskSearch,
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getTaskFormPage({ data: { shopUriName: params.shopUriName, taskId: Number(params.taskId) } }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(loaderData?.outcome === "ok" ? loaderData.page.task?.name ?? "Task" : "Task", matches),
    }],
  }),
  component: EditTaskRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such task in this shop." />,
});

function EditTaskRoute() {
  const { shopUriName, taskId } = Route.useParams();
  return (
    <EditTaskPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      taskId={taskId}
      search={Route.useSearch()}
    />
  );
}
