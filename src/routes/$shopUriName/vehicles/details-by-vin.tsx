import { createFileRoute } from "@tanstack/react-router";
import { getVinDetailsPage, readVinDetailsSearch, VinDetailsPageView } from "@modules/shops/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";

// A VIN decoded offline, with the shop's vehicles that carry it (issue 20 item 4): ?vin=&inspection=.
export const Route = createFileRoute("/$shopUriName/vehicles/details-by-vin")({
  validateSearch: readVinDetailsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getVinDetailsPage({ data: { shopUriName: params.shopUriName, ...deps } }), location),
  head: wordsHead("vinDetails.title"),
  component: VinDetailsRoute,
});

function VinDetailsRoute() {
  return <VinDetailsPageView result={Route.useLoaderData()} shopUriName={Route.useParams().shopUriName} />;
}
