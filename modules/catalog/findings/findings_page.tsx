// Every finding of the shop, filtered, ordered and paged on the server (docs/catalog/findings_and_priorities.md
// lists the query parameters). A query that cannot be answered (page=0, a date that is not one) is a 400
// whose page says why above the filters.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { Pager } from "@ui/table/pager.tsx";
import type { FindingsListPage } from "./findings_pages.server.ts";
import { FiltersMeaning, FindingsFilters } from "./findings_filters.tsx";
import { FindingsListTable } from "./findings_list_table.tsx";
import { DONE, type FindingListSearch } from "./finding_list_search.ts";

export function FindingListPage(
  props: { result: ShownOutcome<FindingsListPage>; shopUriName: string; search: FindingListSearch },
) {
  const { result, shopUriName, search } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <main className="page">
          <div className="page-heading">
            <h1>Findings</h1>
            <Link className="button primary" to="/$shopUriName/findings/add" params={{ shopUriName }}>
              Add a finding
            </Link>
          </div>
          <DoneNotice notices={DONE} done={search.done} />
          {page.error && (
            <div className="form-error findings-refusal" role="alert">
              <p>{page.error}</p>
              <p>
                Correct the filters below, or{" "}
                <Link to="/$shopUriName/findings" params={{ shopUriName }}>start again without filters</Link>.
              </p>
            </div>
          )}
          <FindingsFilters page={page} search={search} />
          <FiltersMeaning />
          {page.filter && (
            <>
              <FindingsListTable
                shopUriName={shopUriName}
                findings={page.findings}
                filter={page.filter}
                canManage={page.canManage}
              />
              <Pager
                page={page.filter.page}
                pageSize={page.filter.pageSize}
                total={page.total}
                noun={{ one: "finding", many: "findings" }}
              />
            </>
          )}
        </main>
      )}
    </ShopPageResult>
  );
}
