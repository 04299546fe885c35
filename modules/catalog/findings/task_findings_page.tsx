// A task's findings (the seed's conclusions), in the order the checklist offers them. Every member sees
// them; owners and managers reorder them, switch them off and on, and add and edit them.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useState } from "react";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { FINDINGS_PAGES_MESSAGES as F } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import type { TaskFindingsPage } from "./findings_pages.server.ts";
import { TaskFindingsTable } from "./task_findings_table.tsx";
import type { TaskFindingsSearch } from "./task_findings_search.ts";

type Props = { shopUriName: string; taskId: string; search: TaskFindingsSearch };

export function TaskFindingListPage(props: Props & { result: ShownOutcome<TaskFindingsPage> }) {
  return (
    <ShopPageResult
      result={props.result}
      shopUriName={props.shopUriName}
      back={<AllFindings shopUriName={props.shopUriName} />}
    >
      {(page) => (
        <WordsProvider words={page.words}>
          <TaskFindings {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function AllFindings({ shopUriName }: { shopUriName: string }) {
  const say = useWords();
  return <Link to="/$shopUriName/findings" params={{ shopUriName }}>{say(F.allFindings)}</Link>;
}

function TaskFindings(props: Props & { page: TaskFindingsPage }) {
  const { shopUriName, taskId } = props;
  const { task, findings, canManage } = props.page;
  const say = useWords();
  const [error, setError] = useState<string | null>(null);
  return (
    <main className="page" lang={props.page.words.culture}>
      <div className="page-heading">
        <div>
          <p className="eyebrow">{task.categoryName}</p>
          <h1>
            {say(F.findingsOf, { task: task.name })}
            {!task.isActive && <span className="badge">{say(M.inactive)}</span>}
          </h1>
        </div>
        <Link
          className="button primary"
          to="/$shopUriName/tasks/$taskId/findings/add"
          params={{ shopUriName, taskId }}
        >
          {say(F.addFinding)}
        </Link>
      </div>
      <DoneNotice
        notices={{ added: say(F.findingAdded), saved: say(M.changesSaved) }}
        done={props.search.done}
      />
      {canManage && findings.length > 1 && <p className="hint">{say(F.reorderHint)}</p>}
      {error && <p className="form-error" role="alert">{say(M.statusRefused, { error })}</p>}
      <TaskFindingsTable
        shopUriName={shopUriName}
        taskId={task.id}
        findings={findings}
        canManage={canManage}
        onStatusError={setError}
      />
      <p>
        <AllFindings shopUriName={shopUriName} />
      </p>
    </main>
  );
}
