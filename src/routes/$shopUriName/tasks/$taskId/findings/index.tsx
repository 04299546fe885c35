import { createFileRoute } from "@tanstack/react-router";
import { getTaskFindings, readTaskFindingsSearch, TaskFindingListPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// A task's findings (the seed's conclusions), in the order the checklist offers them.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/")({
  validateSearch: readTaskFindingsSearch,
  loader: ({ params, location }) =>
    pageOf(getTaskFindings({ data: { shopUriName: params.shopUriName, taskId: params.taskId } }), location),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? `Findings of ${loaderData.page.task.name}` : "Findings",
        matches,
      ),
    }],
  }),
  component: () => <TaskFindingListPage {...usePageProps(Route)} />,
});
