import { createFileRoute } from "@tanstack/react-router";
import { getInspectionTypesList, InspectionTypeListPage, readTypesSearch } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// The shop's inspection types, in the shop's order. Query: showAll (1 also lists inactive types).
export const Route = createFileRoute("/$shopUriName/inspection-types/")({
  validateSearch: readTypesSearch,
  loaderDeps: ({ search }) => ({ showAll: search.showAll === 1 }),
  loader: ({ params, deps, location }) =>
    pageOf(
      getInspectionTypesList({ data: { shopUriName: params.shopUriName, showAll: deps.showAll } }),
      location,
    ),
  head: catalogueHead("inspectionTypes"),
  component: () => <InspectionTypeListPage {...usePageProps(Route)} />,
});
