import { createFileRoute } from "@tanstack/react-router";
import { catalogueHead, getSeedIndexPage, TemplatesPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// The shop-type templates and their inspection types: preview one, compare it with the shop's, or add it
// to the shop (owners and managers).
export const Route = createFileRoute("/$shopUriName/seed/")({
  loader: ({ params, location }) => pageOf(getSeedIndexPage({ data: params }), location),
  head: catalogueHead("templates"),
  component: () => <TemplatesPage {...usePageProps(Route)} />,
});
