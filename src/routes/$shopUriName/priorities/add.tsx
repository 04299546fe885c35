import { createFileRoute } from "@tanstack/react-router";
import { AddPriorityPage, getAddPriorityPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// Owners and managers add a priority; it goes last in the shop's order.
export const Route = createFileRoute("/$shopUriName/priorities/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getAddPriorityPage({ data: params.shopUriName }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a priority", matches) }] }),
  component: AddPriorityRoute,
});

function AddPriorityRoute() {
  return <AddPriorityPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
