import { createFileRoute } from "@tanstack/react-router";
import { CompareTypesPage, getInspectionTypesCompare, readCompareSearch } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// The shop's types side by side: tasks as rows grouped by category, types as columns.
export const Route = createFileRoute("/$shopUriName/inspection-types/compare")({
  validateSearch: readCompareSearch,
  loaderDeps: ({ search }) => ({
    showUnusedTasks: search.showUnusedTasks === 1,
    showInactiveTasks: search.showInactiveTasks === 1,
    showInactiveTypes: search.showInactiveTypes === 1,
  }),
  loader: ({ params, deps, location }) =>
    pageOf(getInspectionTypesCompare({ data: { shopUriName: params.shopUriName, ...deps } }), location),
  head: catalogueHead("compareInspectionTypes"),
  component: () => <CompareTypesPage {...usePageProps(Route)} />,
});
