import { createFileRoute } from "@tanstack/react-router";
import { EditPriorityPage, getPriorityPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// A priority: owners and managers edit it, mechanics read it.
export const Route = createFileRoute("/$shopUriName/priorities/$priorityId/edit")({
  loader: ({ params, location }) =>
    pageOf(
      getPriorityPage({ data: { shopUriName: params.shopUriName, priorityId: params.priorityId } }),
      location,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(loaderData?.outcome === "ok" ? loaderData.page.priority.name : "Priority", matches),
    }],
  }),
  component: () => <EditPriorityPage {...usePageProps(Route)} />,
});
