import { createFileRoute, Link } from "@tanstack/react-router";
import {
  getInspectionsList,
  type InspectionsSearch,
  readInspectionsSearch,
} from "../../../../modules/inspections/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../ui/refused_panel.tsx";
import { InspectionsFilters, InspectionsFiltersMeaning } from "./-inspections_filters.tsx";
import { Pager } from "../../../ui/table/pager.tsx";
import { InspectionsTable } from "./-inspections_table.tsx";

// The shop's inspections, filtered, ordered and paged on the server (docs/inspections/list_and_add.md lists
// the query parameters). Open inspections (every status but closed) unless a status is chosen. A query that
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
  component: InspectionsPage,
});

function InspectionsPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const page = result.page;
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Inspections</h1>
        {page.canWork && (
          <div className="page-heading-actions">
            <Link
              className="button"
              to="/$shopUriName/open-new-inspection-quicklist"
              params={{ shopUriName }}
            >
              Bay quicklist
            </Link>
            <Link className="button primary" to="/$shopUriName/inspections/add" params={{ shopUriName }}>
              New inspection
            </Link>
          </div>
        )}
      </div>
      {page.error && (
        <div className="form-error inspections-refusal" role="alert">
          <p>{page.error}</p>
          <p>
            Correct the filters below, or{" "}
            <Link to="/$shopUriName/inspections" params={{ shopUriName }}>start again without filters</Link>.
          </p>
        </div>
      )}
      <InspectionsFilters page={page} />
      <InspectionsFiltersMeaning />
      {page.filter && (
        <>
          <InspectionsTable inspections={page.inspections} filter={page.filter} canWork={page.canWork} />
          <Pager
            page={page.filter.page}
            pageSize={page.filter.pageSize}
            total={page.total}
            noun={{ one: "inspection", many: "inspections" }}
          />
        </>
      )}
    </main>
  );
}
