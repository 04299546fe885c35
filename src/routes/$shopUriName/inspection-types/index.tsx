import { createFileRoute, Link } from "@tanstack/react-router";
import { getInspectionTypesList } from "../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../platform/page_outcome.ts";
import { pageTitle } from "../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../ui/refused_panel.tsx";
import { FlagFilters, flagSearch } from "./-flag_filters.tsx";
import { TypesTable } from "./-types_table.tsx";
import { useShopPermissions } from "./-shop_permissions.ts";

// The shop's inspection types, in the shop's order: drag to reorder, switch on and off, make one the
// default, open a row for its categories. Query: showAll (1 also lists inactive types).
export const Route = createFileRoute("/$shopUriName/inspection-types/")({
  validateSearch: (search: Record<string, unknown>) => flagSearch(["showAll"], search),
  loaderDeps: ({ search }) => ({ showAll: search.showAll === 1 }),
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionTypesList({ data: { shopUriName: params.shopUriName, showAll: deps.showAll } }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Inspection types", matches) }] }),
  component: InspectionTypesPage,
});

function InspectionTypesPage() {
  const result = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { shopUriName } = Route.useParams();
  const { canManage } = useShopPermissions();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Inspection types</h1>
        <div className="page-actions">
          <Link className="button" to="/$shopUriName/inspection-types/compare" params={{ shopUriName }}>
            Compare
          </Link>
          {canManage && (
            <Link className="button primary" to="/$shopUriName/inspection-types/add" params={{ shopUriName }}>
              Add an inspection type
            </Link>
          )}
        </div>
      </div>
      <FlagFilters
        flags={[{ name: "showAll", label: "Show inactive types" }]}
        values={search}
        onChange={(next) => navigate({ search: next, replace: true })}
      />
      <TypesTable types={result.page} canManage={canManage} />
    </main>
  );
}
