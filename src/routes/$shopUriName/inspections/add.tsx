import { createFileRoute, redirect } from "@tanstack/react-router";
import {
  type AddValues,
  getAddInspectionPage,
  NewInspectionPage,
  readAddValues,
} from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

// The add form, prefilled from the address (a work-order system's link: docs/inspections/list_and_add.md
// lists the names). inspectionId naming one of the shop's inspections opens it instead.
export const Route = createFileRoute("/$shopUriName/inspections/add")({
  validateSearch: (search: Record<string, unknown>): AddValues => readAddValues(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    const result = pageOrLeave(
      await getAddInspectionPage({ data: { shopUriName: params.shopUriName, prefill: deps } }),
      location.href,
    );
    if (result.outcome === "ok" && result.page.existingEncId) {
      throw redirect({ href: `/${params.shopUriName}/inspections/${result.page.existingEncId}` });
    }
    return result;
  },
  head: ({ matches }) => ({ meta: [{ title: pageTitle("New inspection", matches) }] }),
  component: AddInspectionRoute,
});

function AddInspectionRoute() {
  const result = Route.useLoaderData();
  const { shopUriName } = Route.useParams();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => <NewInspectionPage shopUriName={shopUriName} page={page} />}
    </ShopPageResult>
  );
}
