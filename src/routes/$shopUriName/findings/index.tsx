import { createFileRoute, Link } from "@tanstack/react-router";
import { type FindingsSearch, getFindingsList, readFindingsSearch } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../ui/refused_panel.tsx";
import { FiltersMeaning, FindingsFilters } from "./-findings_filters.tsx";
import { FindingsListTable } from "./-findings_list_table.tsx";
import { Pager } from "../../../ui/table/pager.tsx";

// Every finding of the shop, filtered, ordered and paged on the server (docs/catalog/findings_and_priorities.md
// lists the query parameters). A query that cannot be answered (page=0, a date that is not one) is a 400
// whose page says why above the filters.
const DONE = { saved: "Changes saved." } as const;

export const Route = createFileRoute("/$shopUriName/findings/")({
  validateSearch: (search: Record<string, unknown>): FindingsSearch & { done?: "saved" } => ({
    ...readFindingsSearch(search),
    // Set, not left out: the router would keep the raw value.
    done: search.done === "saved" ? "saved" as const : undefined,
  }),
  loaderDeps: ({ search: { done: _, ...search } }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getFindingsList({ data: { shopUriName: params.shopUriName, search: deps } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Findings", matches) }] }),
  component: FindingsPage,
});

function FindingsPage() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  const { done } = Route.useSearch();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const page = result.page;
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Findings</h1>
        <Link className="button primary" to="/$shopUriName/findings/add" params={{ shopUriName }}>
          Add a finding
        </Link>
      </div>
      {done && <p className="form-notice" role="status">{DONE[done]}</p>}
      {page.error && (
        <div className="form-error findings-refusal" role="alert">
          <p>{page.error}</p>
          <p>
            Correct the filters below, or{" "}
            <Link to="/$shopUriName/findings" params={{ shopUriName }}>start again without filters</Link>.
          </p>
        </div>
      )}
      <FindingsFilters page={page} />
      <FiltersMeaning />
      {page.filter && (
        <>
          <FindingsListTable findings={page.findings} filter={page.filter} canManage={page.canManage} />
          <Pager
            page={page.filter.page}
            pageSize={page.filter.pageSize}
            total={page.total}
            noun={{ one: "finding", many: "findings" }}
          />
        </>
      )}
    </main>
  );
}
