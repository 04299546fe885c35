import { createFileRoute } from "@tanstack/react-router";
import { CustomerLookupPageView, getCustomerLookup, readCustomerLookupSearch } from "@modules/shops/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";

// Seed 000's /customers/lookup (search, name, phone, email) as a page: the matches with their vehicles.
export const Route = createFileRoute("/$shopUriName/customers/lookup")({
  validateSearch: readCustomerLookupSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getCustomerLookup({ data: { shopUriName: params.shopUriName, search: deps } }), location),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("customers.lookupTitle"),
  component: LookupRoute,
});

function LookupRoute() {
  return (
    <CustomerLookupPageView
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
    />
  );
}
