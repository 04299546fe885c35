import { createFileRoute } from "@tanstack/react-router";
import { catalogueHead, EditTaskFindingPage, getEditFindingPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// A finding of the task, to edit or read. A finding of another task in the address is a 404, as for one
// that does not exist.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/$findingId/edit")({
  loader: ({ params, location }) =>
    pageOf(
      getEditFindingPage({
        data: { shopUriName: params.shopUriName, findingId: params.findingId, taskId: params.taskId },
      }),
      location,
    ),
  head: catalogueHead("finding"),
  component: () => <EditTaskFindingPage {...usePageProps(Route)} />,
});
