// Every finding of the shop, filtered, ordered and paged on the server (docs/catalog/findings_and_priorities.md
// lists the query parameters). A query that cannot be answered (page=0, a date that is not one) is a 400
// whose page says why above the filters.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { Pager } from "@ui/table/pager.tsx";
import { ListRefusal } from "@ui/table/list_refusal.tsx";
import type { FindingsListPage } from "./findings_pages.server.ts";
import { FiltersMeaning, FindingsFilters } from "./findings_filters.tsx";
import { FindingsListTable } from "./findings_list_table.tsx";
import type { FindingListSearch } from "./finding_list_search.ts";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F, useListWords } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";

export function FindingListPage(
  props: { result: ShownOutcome<FindingsListPage>; shopUriName: string; search: FindingListSearch },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <FindingList page={page} shopUriName={shopUriName} search={props.search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function FindingList(props: { page: FindingsListPage; shopUriName: string; search: FindingListSearch }) {
  const { page, shopUriName, search } = props;
  const say = useWords();
  const listWords = useListWords(F.noun);
  return (
    <main className="page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(F.title)}</h1>
        <Link className="button primary" to="/$shopUriName/findings/add" params={{ shopUriName }}>
          {say(F.addFinding)}
        </Link>
      </div>
      <DoneNotice notices={{ saved: say(M.changesSaved) }} done={search.done} />
      {page.error && <ListRefusal error={page.error} words={listWords.refusal} />}
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
            words={listWords.pager}
          />
        </>
      )}
    </main>
  );
}
