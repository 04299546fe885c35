// The shop's inspections, filtered, ordered and paged on the server (docs/inspections/list_and_add.md lists
// the query parameters). Open inspections (every status but closed) unless a status is chosen. A query that
// cannot be answered (page=0, a date that is not one) comes with its reason, shown above the filters.
import { Link } from "@tanstack/react-router";
import { Pager } from "@ui/table/pager.tsx";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { InspectionsListPage } from "./list_pages.server.ts";
import type { InspectionsSearch } from "./list_search.ts";
import { InspectionsFilters, InspectionsFiltersMeaning } from "./inspections_filters.tsx";
import { InspectionsTable } from "./inspections_table.tsx";

export function InspectionsPage(
  props: {
    result: ShownOutcome<InspectionsListPage>;
    shopUriName: string;
    search: InspectionsSearch;
    onSearch(next: InspectionsSearch): void;
  },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => <InspectionsList {...props} page={page} />}
    </ShopPageResult>
  );
}

function InspectionsList(props: {
  shopUriName: string;
  page: InspectionsListPage;
  search: InspectionsSearch;
  onSearch(next: InspectionsSearch): void;
}) {
  const { shopUriName, page } = props;
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
      <InspectionsFilters page={page} search={props.search} onSearch={props.onSearch} />
      <InspectionsFiltersMeaning />
      {page.filter && (
        <>
          <InspectionsTable
            shopUriName={shopUriName}
            inspections={page.inspections}
            filter={page.filter}
            canWork={page.canWork}
          />
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
