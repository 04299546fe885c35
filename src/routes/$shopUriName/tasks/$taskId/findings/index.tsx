import { createFileRoute } from "@tanstack/react-router";
import {
  catalogueHead,
  getTaskFindings,
  readTaskFindingsSearch,
  TaskFindingListPage,
} from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// A task's findings (the seed's conclusions), in the order the checklist offers them.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/")({
  validateSearch: readTaskFindingsSearch,
  loader: ({ params, location }) =>
    pageOf(getTaskFindings({ data: { shopUriName: params.shopUriName, taskId: params.taskId } }), location),
  head: catalogueHead("taskFindings"),
  component: () => <TaskFindingListPage {...usePageProps(Route)} />,
});
