import { createFileRoute } from "@tanstack/react-router";
import { AddInspectionTypePage, getInspectionTypeForm } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// A new inspection type: owners and managers (catalog.manage).
export const Route = createFileRoute("/$shopUriName/inspection-types/add")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getInspectionTypeForm({ data: { shopUriName: params.shopUriName, typeId: null } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Add an inspection type", matches) }] }),
  component: AddTypeRoute,
});

function AddTypeRoute() {
  return <AddInspectionTypePage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
