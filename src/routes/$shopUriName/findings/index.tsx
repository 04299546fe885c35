import { createFileRoute } from "@tanstack/react-router";
import { FindingListPage, getFindingsList, readFindingListSearch } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// Every finding of the shop, filtered, ordered and paged on the server.
export const Route = createFileRoute("/$shopUriName/findings/")({
  validateSearch: readFindingListSearch,
  loaderDeps: ({ search: { done: _, ...search } }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getFindingsList({ data: { shopUriName: params.shopUriName, search: deps } }), location),
  head: catalogueHead("findings"),
  component: () => <FindingListPage {...usePageProps(Route)} />,
});
