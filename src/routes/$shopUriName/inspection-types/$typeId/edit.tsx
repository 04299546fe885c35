import { createFileRoute } from "@tanstack/react-router";
import { EditInspectionTypePage, getInspectionTypeForm, readEditTypeSearch } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// An inspection type's page: owners and managers edit it, mechanics read it.
export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/edit")({
  validateSearch: readEditTypeSearch,
  loader: ({ params, location }) =>
    pageOf(
      getInspectionTypeForm({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId) },
      }),
      location,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? loaderData.page.type!.name : "Inspection type",
        matches,
      ),
    }],
  }),
  component: () => <EditInspectionTypePage {...usePageProps(Route)} />,
});
