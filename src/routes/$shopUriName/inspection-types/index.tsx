import { createFileRoute } from "@tanstack/react-router";
import { getInspectionTypes, InspectionTypesTable } from "../../../../modules/catalog/ui.ts";
import { pageTitle } from "../../../ui/page_title.ts";

interface Search {
  /** Boolean query values are 1 or 0. */
  showAll?: 1;
}

export const Route = createFileRoute("/$shopUriName/inspection-types/")({
  validateSearch: (search: Record<string, unknown>): Search => (isTrue(search.showAll) ? { showAll: 1 } : {}),
  loaderDeps: ({ search }) => ({ showAll: search.showAll === 1 }),
  loader: ({ params, deps }) =>
    getInspectionTypes({ data: { shopUriName: params.shopUriName, showAll: deps.showAll } }),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Inspection types", matches) }] }),
  component: InspectionTypesPage,
});

function isTrue(value: unknown): boolean {
  return value === 1 || value === "1" || value === true || value === "true";
}

function InspectionTypesPage() {
  const types = Route.useLoaderData();
  const { showAll } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Inspection types</h1>
        <form method="get" className="filters">
          <label className="checkbox">
            {/* Uncontrolled, so the tick shows at once; the key resets it when the address changes (Back). */}
            <input
              key={showAll ?? 0}
              type="checkbox"
              name="showAll"
              value="1"
              defaultChecked={showAll === 1}
              onChange={(event) =>
                navigate({ search: event.currentTarget.checked ? { showAll: 1 } : {}, replace: true })}
            />
            Show inactive types
          </label>
          <button type="submit" className="button no-js-only">Apply</button>
        </form>
      </div>
      <InspectionTypesTable types={types} />
    </main>
  );
}
