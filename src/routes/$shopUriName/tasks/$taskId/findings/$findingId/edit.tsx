import { createFileRoute } from "@tanstack/react-router";
import { EditTaskFindingPage, getEditFindingPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// A finding of the task, to edit or read. A finding of another task in the address is a 404, as for one
// that does not exist.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/$findingId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getEditFindingPage({
        data: { shopUriName: params.shopUriName, findingId: params.findingId, taskId: params.taskId },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Finding", matches) }] }),
  component: EditTaskFindingRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such finding in this shop." />,
});

function EditTaskFindingRoute() {
  const { shopUriName, taskId, findingId } = Route.useParams();
  return (
    <EditTaskFindingPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      taskId={taskId}
      findingId={findingId}
    />
  );
}
