import { createFileRoute } from "@tanstack/react-router";
import { AddInspectionTypePage, getInspectionTypeForm } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// A new inspection type: owners and managers (catalog.manage).
export const Route = createFileRoute("/$shopUriName/inspection-types/add")({
  loader: ({ params, location }) =>
    pageOf(getInspectionTypeForm({ data: { shopUriName: params.shopUriName, typeId: null } }), location),
  head: catalogueHead("addInspectionType"),
  component: () => <AddInspectionTypePage {...usePageProps(Route)} />,
});
