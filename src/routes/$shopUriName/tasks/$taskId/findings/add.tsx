import { createFileRoute } from "@tanstack/react-router";
import {
  AddTaskFindingPage,
  catalogueHead,
  getAddFindingPage,
  readAddTaskFindingSearch,
} from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// Adds a finding to a task; from an inspection's checklist, saving goes back to that checklist.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/add")({
  validateSearch: readAddTaskFindingSearch,
  loader: ({ params, location }) =>
    pageOf(getAddFindingPage({ data: { shopUriName: params.shopUriName, taskId: params.taskId } }), location),
  head: catalogueHead("addFinding"),
  component: () => <AddTaskFindingPage {...usePageProps(Route)} />,
});
