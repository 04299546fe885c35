import { createFileRoute } from "@tanstack/react-router";
import { EditFindingPage, getEditFindingPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// A finding opened from the findings list: the same form as under its task; saving goes back to the list.
export const Route = createFileRoute("/$shopUriName/findings/$findingId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getEditFindingPage({
        data: { shopUriName: params.shopUriName, findingId: params.findingId, taskId: null },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Finding", matches) }] }),
  component: EditFindingRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such finding in this shop." />,
});

function EditFindingRoute() {
  const { shopUriName, findingId } = Route.useParams();
  return <EditFindingPage result={Route.useLoaderData()} shopUriName={shopUriName} findingId={findingId} />;
}
