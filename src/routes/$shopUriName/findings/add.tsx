import { createFileRoute } from "@tanstack/react-router";
import { AddFindingPage, getAddFindingPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// Adds a finding from the findings list: the form asks which task it is for.
export const Route = createFileRoute("/$shopUriName/findings/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getAddFindingPage({ data: { shopUriName: params.shopUriName, taskId: null } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add a finding", matches) }] }),
  component: AddFindingRoute,
});

function AddFindingRoute() {
  return <AddFindingPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
