import { createFileRoute } from "@tanstack/react-router";
import { AddFindingPage, getAddFindingPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { catalogueHead } from "@modules/catalog/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// Adds a finding from the findings list: the form asks which task it is for.
export const Route = createFileRoute("/$shopUriName/findings/add")({
  loader: ({ params, location }) =>
    pageOf(getAddFindingPage({ data: { shopUriName: params.shopUriName, taskId: null } }), location),
  head: catalogueHead("addFinding"),
  component: () => <AddFindingPage {...usePageProps(Route)} />,
});
