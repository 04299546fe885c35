import { createFileRoute } from "@tanstack/react-router";
import { FindingListPage, getFindingsList, readFindingListSearch } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// Every finding of the shop, filtered, ordered and paged on the server.
export const Route = createFileRoute("/$shopUriName/findings/")({
  validateSearch: readFindingListSearch,
  loaderDeps: ({ search: { done: _, ...search } }) => search,
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getFindingsList({ data: { shopUriName: params.shopUriName, search: deps } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Findings", matches) }] }),
  component: FindingsRoute,
});

function FindingsRoute() {
  return (
    <FindingListPage
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
    />
  );
}
