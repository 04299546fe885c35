import { createFileRoute } from "@tanstack/react-router";
import {
  getInspectionsList,
  InspectionsPage,
  type InspectionsSearch,
  readInspectionsSearch,
} from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

// The shop's inspections (docs/inspections/list_and_add.md lists the query parameters). A query that
// cannot be answered (page=0, a date that is not one) is a 400 whose page says why above the filters.
export const Route = createFileRoute("/$shopUriName/inspections/")({
  validateSearch: (search: Record<string, unknown>): InspectionsSearch => readInspectionsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionsList({ data: { shopUriName: params.shopUriName, search: deps } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Inspections", matches) }] }),
  component: InspectionsRoute,
});

function InspectionsRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <InspectionsPage
          shopUriName={shopUriName}
          page={page}
          search={search}
          onSearch={(next) => navigate({ search: next, replace: true })}
        />
      )}
    </ShopPageResult>
  );
}
