import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { getTaskFindings } from "../../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../../platform/page_outcome.ts";
import { NotFoundPanel } from "../../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../../ui/refused_panel.tsx";
import { TaskFindingsTable } from "./-task_findings_table.tsx";

// A task's findings (the seed's conclusions), in the order the checklist offers them. Every member sees
// them; owners and managers reorder them, switch them off and on, and add and edit them.
const DONE = { added: "The finding was added.", saved: "Changes saved." } as const;

export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/")({
  validateSearch: (search: Record<string, unknown>): { done?: keyof typeof DONE } =>
    typeof search.done === "string" && Object.hasOwn(DONE, search.done)
      ? { done: search.done as keyof typeof DONE }
      // Set, not left out: the router would keep the raw value.
      : { done: undefined },
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getTaskFindings({ data: { shopUriName: params.shopUriName, taskId: params.taskId } }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? `Findings of ${loaderData.page.task.name}` : "Findings",
        matches,
      ),
    }],
  }),
  component: TaskFindingsPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such task in this shop." />,
});

function TaskFindingsPage() {
  const result = Route.useLoaderData();
  const { shopUriName, taskId } = Route.useParams();
  const { done } = Route.useSearch();
  const [error, setError] = useState<string | null>(null);
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>All findings</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  const { task, findings, canManage } = result.page;
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
      {done && <p className="form-notice" role="status">{DONE[done]}</p>}
      {canManage && findings.length > 1 && (
        <p className="hint">Drag a finding by its handle to change the order the checklist offers them in.</p>
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
}
