import { createFileRoute } from "@tanstack/react-router";
import { AddPriorityPage, getAddPriorityPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// Owners and managers add a priority; it goes last in the shop's order.
export const Route = createFileRoute("/$shopUriName/priorities/add")({
  loader: ({ params, location }) => pageOf(getAddPriorityPage({ data: params }), location),
  head: catalogueHead("addPriority"),
  component: () => <AddPriorityPage {...usePageProps(Route)} />,
});
