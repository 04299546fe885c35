// The shop's inspection types, in the shop's order: drag to reorder, switch on and off, make one the
// default, open a row for its categories. Query: showAll (1 also lists inactive types).
import { Link, useNavigate } from "@tanstack/react-router";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { useWords, WordsProvider } from "@modules/text/ui.ts";
import { CATALOGUE_PAGES_MESSAGES as M } from "@modules/text/ui.ts";
import type { TypesListPage } from "./inspection_types_pages.server.ts";
import { FlagFilters } from "./flag_filters.tsx";
import { TypesTable } from "./types_table.tsx";
import { useShopPermissions } from "./use_shop_permissions.ts";
import type { TypesSearch } from "./types_search.ts";

export function InspectionTypeListPage(
  props: { result: ShownOutcome<TypesListPage>; shopUriName: string; search: TypesSearch },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <InspectionTypes page={page} shopUriName={props.shopUriName} search={props.search} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function InspectionTypes(props: { page: TypesListPage; shopUriName: string; search: TypesSearch }) {
  const { page, shopUriName, search } = props;
  const navigate = useNavigate({ from: "/$shopUriName/inspection-types/" });
  const { canManage } = useShopPermissions();
  const say = useWords();
  return (
    <main className="page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.typesTitle)}</h1>
        <div className="page-actions">
          <Link className="button" to="/$shopUriName/inspection-types/compare" params={{ shopUriName }}>
            {say(M.compare)}
          </Link>
          {canManage && (
            <Link className="button primary" to="/$shopUriName/inspection-types/add" params={{ shopUriName }}>
              {say(M.addType)}
            </Link>
          )}
        </div>
      </div>
      <FlagFilters
        flags={[{ name: "showAll", label: say(M.showInactiveTypes) }]}
        values={search}
        onChange={(next) => navigate({ search: next, replace: true })}
      />
      <TypesTable shopUriName={shopUriName} types={page.types} canManage={canManage} />
    </main>
  );
}
