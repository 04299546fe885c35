// /{shop}/customers: the shop's customers, filtered (fname, lname, search), ordered and paged on the server
// (seed 000). A query that cannot be answered (page=0, an unknown order) comes with its reason, shown above
// the filters with a 400.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { Pager } from "@ui/table/pager.tsx";
import type { CustomersListPage } from "./customers_pages.server.ts";
import type { CustomersSearch } from "./customers_search.ts";
import { CustomersFilters } from "./customers_filters.tsx";
import { CustomersTable } from "./customers_table.tsx";

export function CustomersPage(
  props: {
    result: ShownOutcome<CustomersListPage>;
    shopUriName: string;
    search: CustomersSearch;
    onSearch(next: CustomersSearch): void;
  },
) {
  const { shopUriName } = props;
  return (
    <ShopPageResult result={props.result} shopUriName={shopUriName}>
      {(page) => (
        <main className="page">
          <div className="page-heading">
            <h1>Customers</h1>
            <div className="page-heading-actions">
              <Link className="button" to="/$shopUriName/customers/lookup" params={{ shopUriName }}>
                Look up
              </Link>
              <a className="button" href={`/${shopUriName}/customers/dedupe`}>Duplicates</a>
            </div>
          </div>
          {page.error && (
            <div className="form-error" role="alert">
              <p>{page.error}</p>
              <p>
                Correct the filters below, or{" "}
                <Link to="/$shopUriName/customers" params={{ shopUriName }}>
                  start again without filters
                </Link>.
              </p>
            </div>
          )}
          <CustomersFilters search={props.search} onSearch={props.onSearch} />
          {page.filter && (
            <>
              <CustomersTable
                shopUriName={shopUriName}
                customers={page.customers}
                filter={page.filter}
                lastVisits={page.lastVisits}
              />
              <Pager
                page={page.filter.page}
                pageSize={page.filter.pageSize}
                total={page.total}
                noun={{ one: "customer", many: "customers" }}
              />
            </>
          )}
        </main>
      )}
    </ShopPageResult>
  );
}
