// The shop's inspections, filtered, ordered and paged on the server (docs/inspections/list_and_add.md lists
// the query parameters). Open inspections (every status but closed) unless a status is chosen. A query that
// cannot be answered (page=0, a date that is not one) comes with its reason, shown above the filters. Its words
// are the shop's (decision 028), in its staff language.
import { Link } from "@tanstack/react-router";
import { Pager } from "@ui/table/pager.tsx";
import { ListRefusal } from "@ui/table/list_refusal.tsx";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useRefreshWhileOpen } from "@ui/use_refresh_while_open.ts";
import { INSPECTIONS_LIST_MESSAGES as M, useListWords, useWords, WordsProvider } from "@modules/text/ui.ts";
import type { InspectionsListPage } from "./list_pages.server.ts";
import type { InspectionsSearch } from "./list_search.ts";
import { InspectionsFilters, InspectionsFiltersMeaning } from "./inspections_filters.tsx";
import { InspectionsTable } from "./inspections_table.tsx";
import { AnswerNotices } from "./answer_notices.tsx";

/** How often the list reads itself again while on screen: the list answers in milliseconds. */
const LIVE_SECONDS = 5;

export function InspectionsPage(
  props: {
    result: ShownOutcome<InspectionsListPage>;
    shopUriName: string;
    search: InspectionsSearch;
    onSearch(next: InspectionsSearch): void;
  },
) {
  // The advisers' work queue follows the bay and the customers: a checklist handed in, a report opened or
  // answered shows within seconds (decision 032).
  useRefreshWhileOpen(LIVE_SECONDS);
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <InspectionsList {...props} page={page} />
        </WordsProvider>
      )}
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
  const listWords = useListWords(M.noun);
  const say = useWords();
  return (
    <main className="page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
        {page.canWork && (
          <div className="page-heading-actions">
            <Link
              className="button"
              to="/$shopUriName/open-new-inspection-quicklist"
              params={{ shopUriName }}
            >
              {say(M.bayQuicklist)}
            </Link>
            <Link className="button primary" to="/$shopUriName/inspections/add" params={{ shopUriName }}>
              {say(M.newInspection)}
            </Link>
          </div>
        )}
      </div>
      <AnswerNotices shopUriName={shopUriName} answers={page.answers} />
      {page.error && <ListRefusal error={page.error} words={listWords.refusal} />}
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
            words={listWords.pager}
          />
        </>
      )}
    </main>
  );
}
