import { createFileRoute } from "@tanstack/react-router";
import { ChecklistPreviewPage, previewQuery, readPreviewSearch } from "@modules/catalog/ui.ts";
import { getChecklistPreview } from "@modules/inspections/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageHead } from "@ui/page_title.ts";

// The checklist of a type being made (nothing stored yet): its tasks come as taskIds.
export const Route = createFileRoute("/$shopUriName/inspection-types/new/checklist-preview")({
  validateSearch: readPreviewSearch,
  loaderDeps: ({ search }) => previewQuery(search),
  loader: ({ params, deps, location }) =>
    pageOf(
      getChecklistPreview({ data: { shopUriName: params.shopUriName, typeId: null, query: deps } }),
      location,
    ),
  head: pageHead("Checklist preview"),
  component: () => (
    <ChecklistPreviewPage
      result={Route.useLoaderData()}
      search={Route.useSearch()}
      shopUriName={Route.useParams().shopUriName}
      typeId={null}
    />
  ),
  notFoundComponent: () => <NotFoundPanel message="There is no task with that id in this shop." />,
});
