// A task's findings (the seed's conclusions), in the order the checklist offers them. Every member sees
// them; owners and managers reorder them, switch them off and on, and add and edit them.
import { Link } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { DoneNotice } from "@ui/done_notice.tsx";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useState } from "react";
import type { TaskFindingsPage } from "./findings_pages.server.ts";
import { TaskFindingsTable } from "./task_findings_table.tsx";
import { DONE, type TaskFindingsSearch } from "./task_findings_search.ts";

export function TaskFindingListPage(props: {
  result: ShownOutcome<TaskFindingsPage>;
  shopUriName: string;
  taskId: string;
  search: TaskFindingsSearch;
}) {
  const { result, shopUriName, taskId } = props;
  const { done } = props.search;
  const [error, setError] = useState<string | null>(null);
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>All findings</Link>;
  return (
    <ShopPageResult result={result} shopUriName={shopUriName} back={back}>
      {(page) => {
        const { task, findings, canManage } = page;
        return (
          <main className="page">
            <div className="page-heading">
              <div>
                <p className="eyebrow">{task.categoryName}</p>
                <h1>
                  Findings of {task.name}
                  {!task.isActive && <span className="badge">Inactive</span>}
                </h1>
              </div>
              <Link
                className="button primary"
                to="/$shopUriName/tasks/$taskId/findings/add"
                params={{ shopUriName, taskId }}
              >
                Add a finding
              </Link>
            </div>
            <DoneNotice notices={DONE} done={done} />
            {canManage && findings.length > 1 && (
              <p className="hint">
                Drag a finding by its handle to change the order the checklist offers them in.
              </p>
            )}
            {error && <p className="form-error" role="alert">Couldn't change the status: {error}</p>}
            <TaskFindingsTable
              shopUriName={shopUriName}
              taskId={task.id}
              findings={findings}
              canManage={canManage}
              onStatusError={setError}
            />
            <p>{back}</p>
          </main>
        );
      }}
    </ShopPageResult>
  );
}
