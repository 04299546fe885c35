import { createFileRoute } from "@tanstack/react-router";
import { AddTaskFindingPage, getAddFindingPage, readAddTaskFindingSearch } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// Adds a finding to a task; from an inspection's checklist, saving goes back to that checklist.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/add")({
  validateSearch: readAddTaskFindingSearch,
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getAddFindingPage({ data: { shopUriName: params.shopUriName, taskId: params.taskId } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a finding", matches) }] }),
  component: AddTaskFindingRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such task in this shop." />,
});

function AddTaskFindingRoute() {
  const { shopUriName, taskId } = Route.useParams();
  return (
    <AddTaskFindingPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      taskId={taskId}
      search={Route.useSearch()}
    />
  );
}
