import { createFileRoute } from "@tanstack/react-router";
import { CompareTypesPage, getInspectionTypesCompare, readCompareSearch } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// The shop's types side by side: tasks as rows grouped by category, types as columns.
export const Route = createFileRoute("/$shopUriName/inspection-types/compare")({
  validateSearch: readCompareSearch,
  loaderDeps: ({ search }) => ({
    showUnusedTasks: search.showUnusedTasks === 1,
    showInactiveTasks: search.showInactiveTasks === 1,
    showInactiveTypes: search.showInactiveTypes === 1,
  }),
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionTypesCompare({ data: { shopUriName: params.shopUriName, ...deps } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Compare inspection types", matches) }] }),
  component: CompareRoute,
});

function CompareRoute() {
  return (
    <CompareTypesPage
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
    />
  );
}
