// The shop's priorities (how urgent a finding is: "Safety", "Soon", "Monitor"). Every member sees them;
// owners and managers add, edit, reorder and switch them off and on.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useState } from "react";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import type { PrioritiesPage } from "./priorities_pages.server.ts";
import { PrioritiesTable } from "./priorities_table.tsx";
import type { PrioritiesSearch } from "./priorities_search.ts";

export function PriorityListPage(
  props: { result: ShownOutcome<PrioritiesPage>; shopUriName: string; search: PrioritiesSearch },
) {
  const { result, shopUriName } = props;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <Priorities page={page} shopUriName={shopUriName} search={props.search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function Priorities(props: { page: PrioritiesPage; shopUriName: string; search: PrioritiesSearch }) {
  const { shopUriName } = props;
  const { priorities, canManage } = props.page;
  const say = useWords();
  const [error, setError] = useState<string | null>(null);
  return (
    <main className="page" lang={props.page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.prioritiesTitle)}</h1>
        {canManage && (
          <Link className="button primary" to="/$shopUriName/priorities/add" params={{ shopUriName }}>
            {say(M.addPriority)}
          </Link>
        )}
      </div>
      <DoneNotice
        notices={{ added: say(M.priorityAdded), saved: say(M.changesSaved) }}
        done={props.search.done}
      />
      {canManage && priorities.length > 1 && <p className="hint">{say(M.prioritiesHint)}</p>}
      {error && <p className="form-error" role="alert">{say(M.statusRefused, { error })}</p>}
      <PrioritiesTable
        shopUriName={shopUriName}
        priorities={priorities}
        canManage={canManage}
        onStatusError={setError}
      />
    </main>
  );
}
