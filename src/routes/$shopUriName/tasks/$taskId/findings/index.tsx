import { createFileRoute } from "@tanstack/react-router";
import { getTaskFindings, readTaskFindingsSearch, TaskFindingListPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// A task's findings (the seed's conclusions), in the order the checklist offers them.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/")({
  validateSearch: readTaskFindingsSearch,
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getTaskFindings({ data: { shopUriName: params.shopUriName, taskId: params.taskId } }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? `Findings of ${loaderData.page.task.name}` : "Findings",
        matches,
      ),
    }],
  }),
  component: TaskFindingsRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such task in this shop." />,
});

function TaskFindingsRoute() {
  const { shopUriName, taskId } = Route.useParams();
  return (
    <TaskFindingListPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      taskId={taskId}
      search={Route.useSearch()}
    />
  );
}
