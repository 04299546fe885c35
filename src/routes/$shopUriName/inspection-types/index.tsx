import { createFileRoute } from "@tanstack/react-router";
import { getInspectionTypesList, InspectionTypeListPage, readTypesSearch } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// The shop's inspection types, in the shop's order. Query: showAll (1 also lists inactive types).
export const Route = createFileRoute("/$shopUriName/inspection-types/")({
  validateSearch: readTypesSearch,
  loaderDeps: ({ search }) => ({ showAll: search.showAll === 1 }),
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionTypesList({ data: { shopUriName: params.shopUriName, showAll: deps.showAll } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Inspection types", matches) }] }),
  component: InspectionTypesRoute,
});

function InspectionTypesRoute() {
  return (
    <InspectionTypeListPage
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
    />
  );
}
