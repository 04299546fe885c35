// The shop's priorities (how urgent a finding is: "Safety", "Soon", "Monitor"). Every member sees them;
// owners and managers add, edit, reorder and switch them off and on.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useState } from "react";
import type { PrioritiesPage } from "./priorities_pages.server.ts";
import { PrioritiesTable } from "./priorities_table.tsx";
import { DONE, type PrioritiesSearch } from "./priorities_search.ts";

export function PriorityListPage(
  props: { result: ShownOutcome<PrioritiesPage>; shopUriName: string; search: PrioritiesSearch },
) {
  const { result, shopUriName } = props;
  const { done } = props.search;
  const [error, setError] = useState<string | null>(null);
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {({ priorities, canManage }) => (
        <main className="page">
          <div className="page-heading">
            <h1>Priorities</h1>
            {canManage && (
              <Link className="button primary" to="/$shopUriName/priorities/add" params={{ shopUriName }}>
                Add a priority
              </Link>
            )}
          </div>
          <DoneNotice notices={DONE} done={done} />
          {canManage && priorities.length > 1 && (
            <p className="hint">Most urgent first: drag a priority by its handle to change the order.</p>
          )}
          {error && <p className="form-error" role="alert">Couldn't change the status: {error}</p>}
          <PrioritiesTable
            shopUriName={shopUriName}
            priorities={priorities}
            canManage={canManage}
            onStatusError={setError}
          />
        </main>
      )}
    </ShopPageResult>
  );
}
