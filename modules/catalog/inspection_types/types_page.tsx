// The shop's inspection types, in the shop's order: drag to reorder, switch on and off, make one the
// default, open a row for its categories. Query: showAll (1 also lists inactive types).
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { TypeListRow } from "./inspection_types_pages.server.ts";
import { FlagFilters } from "./flag_filters.tsx";
import { TypesTable } from "./types_table.tsx";
import { useShopPermissions } from "./use_shop_permissions.ts";
import type { TypesSearch } from "./types_search.ts";

export function InspectionTypeListPage(
  props: { result: ShownOutcome<TypeListRow[]>; shopUriName: string; search: TypesSearch },
) {
  const { result, shopUriName, search } = props;
  const navigate = useNavigate({ from: "/$shopUriName/inspection-types/" });
  const { canManage } = useShopPermissions();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <main className="page">
          <div className="page-heading">
            <h1>Inspection types</h1>
            <div className="page-actions">
              <Link className="button" to="/$shopUriName/inspection-types/compare" params={{ shopUriName }}>
                Compare
              </Link>
              {canManage && (
                <Link
                  className="button primary"
                  to="/$shopUriName/inspection-types/add"
                  params={{ shopUriName }}
                >
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
          <TypesTable shopUriName={shopUriName} types={page} canManage={canManage} />
        </main>
      )}
    </ShopPageResult>
  );
}
