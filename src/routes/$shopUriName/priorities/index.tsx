import { createFileRoute } from "@tanstack/react-router";
import { getPrioritiesPage, PriorityListPage, readPrioritiesSearch } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// The shop's priorities: every member sees them; owners and managers add, edit, reorder and switch them.
export const Route = createFileRoute("/$shopUriName/priorities/")({
  validateSearch: readPrioritiesSearch,
  loader: async ({ params, location }) =>
    pageOrLeave(await getPrioritiesPage({ data: params.shopUriName }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Priorities", matches) }] }),
  component: PrioritiesRoute,
});

function PrioritiesRoute() {
  return (
    <PriorityListPage
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
    />
  );
}
