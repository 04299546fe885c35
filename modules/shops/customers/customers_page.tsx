// /{shop}/customers: the shop's customers, filtered (fname, lname, search), ordered and paged on the server
// (seed 000). A query that cannot be answered (page=0, an unknown order) comes with its reason, shown above
// the filters with a 400.
import { Link } from "@tanstack/react-router";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CUSTOMERS_MESSAGES as M, useListWords } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { Pager } from "@ui/table/pager.tsx";
import { ListRefusal } from "@ui/table/list_refusal.tsx";
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
        <WordsProvider words={page.words}>
          <CustomersList
            page={page}
            shopUriName={shopUriName}
            search={props.search}
            onSearch={props.onSearch}
          />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function CustomersList(
  props: {
    page: CustomersListPage;
    shopUriName: string;
    search: CustomersSearch;
    onSearch(next: CustomersSearch): void;
  },
) {
  const { page, shopUriName } = props;
  const say = useWords();
  const listWords = useListWords(M.noun);
  return (
    <main className="page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
        <div className="page-heading-actions">
          <Link className="button" to="/$shopUriName/customers/lookup" params={{ shopUriName }}>
            {say(M.lookUp)}
          </Link>
          <a className="button" href={`/${shopUriName}/customers/dedupe`}>{say(M.duplicates)}</a>
        </div>
      </div>
      {page.error && <ListRefusal error={page.error} words={listWords.refusal} />}
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
            words={listWords.pager}
          />
        </>
      )}
    </main>
  );
}
