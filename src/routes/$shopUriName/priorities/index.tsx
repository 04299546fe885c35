import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { getPrioritiesPage } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../ui/refused_panel.tsx";
import { PrioritiesTable } from "./-priorities_table.tsx";

// The shop's priorities (how urgent a finding is: "Safety", "Soon", "Monitor"). Every member sees them;
// owners and managers add, edit, reorder and switch them off and on.
const DONE = { added: "The priority was added.", saved: "Changes saved." } as const;

export const Route = createFileRoute("/$shopUriName/priorities/")({
  validateSearch: (search: Record<string, unknown>): { done?: keyof typeof DONE } =>
    typeof search.done === "string" && Object.hasOwn(DONE, search.done)
      ? { done: search.done as keyof typeof DONE }
      // Set, not left out: the router would keep the raw value.
      : { done: undefined },
  loader: async ({ params, location }) =>
    pageOrLeave(await getPrioritiesPage({ data: params.shopUriName }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Priorities", matches) }] }),
  component: PrioritiesPage,
});

function PrioritiesPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const { done } = Route.useSearch();
  const [error, setError] = useState<string | null>(null);
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const { priorities, canManage } = result.page;
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Priorities</h1>
        {canManage && (
          <Link className="button primary" to="/$shopUriName/priorities/add" params={{ shopUriName }}>
            Add a priority
          </Link>
        )}
      </div>
      {done && <p className="form-notice" role="status">{DONE[done]}</p>}
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
  );
}
