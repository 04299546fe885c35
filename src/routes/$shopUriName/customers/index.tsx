import { createFileRoute } from "@tanstack/react-router";
import { getCustomersList } from "@modules/inspections/ui.ts";
import { CustomersPage, readCustomersSearch } from "@modules/shops/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";

// The shop's customers (seed 000: fname, lname, search, orderBy, page, pageSize, asc), with each one's last
// visit from the inspections module (decision 022). A query that cannot be answered is a 400 whose page says
// why above the filters.
export const Route = createFileRoute("/$shopUriName/customers/")({
  validateSearch: readCustomersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, location }) =>
    pageOf(getCustomersList({ data: { shopUriName: params.shopUriName, search: deps } }), location),
  // The title in the page's words (the shop's staff language, with its wording).
  head: wordsHead("customers.title"),
  component: CustomersRoute,
});

function CustomersRoute() {
  const navigate = Route.useNavigate();
  return (
    <CustomersPage
      result={Route.useLoaderData()}
      shopUriName={Route.useParams().shopUriName}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: readCustomersSearch(next), replace: true })}
    />
  );
}
