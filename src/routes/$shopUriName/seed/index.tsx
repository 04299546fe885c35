import { createFileRoute } from "@tanstack/react-router";
import { getSeedIndexPage, TemplatesPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";

// The shop-type templates and their inspection types: preview one, compare it with the shop's, or add it
// to the shop (owners and managers).
export const Route = createFileRoute("/$shopUriName/seed/")({
  loader: async ({ params, location }) =>
    pageOrLeave(await getSeedIndexPage({ data: params.shopUriName }), location.href),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Templates", matches) }] }),
  component: TemplatesRoute,
});

function TemplatesRoute() {
  return <TemplatesPage result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
