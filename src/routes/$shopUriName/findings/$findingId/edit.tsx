import { createFileRoute } from "@tanstack/react-router";
import { catalogueHead, EditFindingPage, getEditFindingPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// A finding opened from the findings list: the same form as under its task; saving goes back to the list.
export const Route = createFileRoute("/$shopUriName/findings/$findingId/edit")({
  loader: ({ params, location }) =>
    pageOf(
      getEditFindingPage({
        data: { shopUriName: params.shopUriName, findingId: params.findingId, taskId: null },
      }),
      location,
    ),
  head: catalogueHead("finding"),
  component: () => <EditFindingPage {...usePageProps(Route)} />,
});
