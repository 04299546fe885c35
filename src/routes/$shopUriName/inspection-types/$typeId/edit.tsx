import { createFileRoute } from "@tanstack/react-router";
import { EditInspectionTypePage, getInspectionTypeForm, readEditTypeSearch } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// An inspection type's page: owners and managers edit it, mechanics read it.
export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/edit")({
  validateSearch: readEditTypeSearch,
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getInspectionTypeForm({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId) },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? loaderData.page.type!.name : "Inspection type",
        matches,
      ),
    }],
  }),
  component: EditTypeRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in this shop." />,
});

function EditTypeRoute() {
  const { shopUriName, typeId } = Route.useParams();
  return (
    <EditInspectionTypePage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      typeId={typeId}
      search={Route.useSearch()}
    />
  );
}
