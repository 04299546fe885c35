import { createFileRoute } from "@tanstack/react-router";
import { getInspectionsList, InspectionsPage, readInspectionsSearch } from "@modules/inspections/ui.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";

// The shop's inspections (docs/inspections/list_and_add.md lists the query parameters). A query that
// cannot be answered (page=0, a date that is not one) is a 400 whose page says why above the filters.
export const Route = createFileRoute("/$shopUriName/inspections/")({
  validateSearch: readInspectionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getInspectionsList({ data: { shopUriName: params.shopUriName, search: deps } }), location),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("inspectionsList.title"),
  component: InspectionsRoute,
});

function InspectionsRoute() {
  const navigate = Route.useNavigate();
  return (
    <InspectionsPage
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: readInspectionsSearch(next), replace: true })}
    />
  );
}
