import { createFileRoute } from "@tanstack/react-router";
import { getPrioritiesPage, PriorityListPage, readPrioritiesSearch } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// The shop's priorities: every member sees them; owners and managers add, edit, reorder and switch them.
export const Route = createFileRoute("/$shopUriName/priorities/")({
  validateSearch: readPrioritiesSearch,
  loader: ({ params, location }) => pageOf(getPrioritiesPage({ data: params }), location),
  head: catalogueHead("priorities"),
  component: () => <PriorityListPage {...usePageProps(Route)} />,
});
