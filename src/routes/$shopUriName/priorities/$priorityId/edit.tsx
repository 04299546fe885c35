import { createFileRoute } from "@tanstack/react-router";
import { EditPriorityPage, getPriorityPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// A priority: owners and managers edit it, mechanics read it.
export const Route = createFileRoute("/$shopUriName/priorities/$priorityId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getPriorityPage({ data: { shopUriName: params.shopUriName, priorityId: params.priorityId } }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(loaderData?.outcome === "ok" ? loaderData.page.priority.name : "Priority", matches),
    }],
  }),
  component: EditPriorityRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such priority in this shop." />,
});

function EditPriorityRoute() {
  const { shopUriName, priorityId } = Route.useParams();
  return (
    <EditPriorityPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      priorityId={priorityId}
    />
  );
}
