import { createFileRoute } from "@tanstack/react-router";
import { ChecklistPreviewPage, previewQuery, readPreviewSearch } from "@modules/catalog/ui.ts";
import { getChecklistPreview } from "@modules/inspections/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageHead } from "@ui/page_title.ts";
import { usePageProps } from "@ui/page_props.ts";

// A saved type's checklist as a mechanic gets it; query values (name, odo, subjectType, customerMode,
// taskIds) preview unsaved changes; initialCategoryId and expandAll open it where asked.
export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/checklist-preview")({
  validateSearch: readPreviewSearch,
  loaderDeps: ({ search }) => previewQuery(search),
  loader: ({ params, deps, location }) =>
    pageOf(
      getChecklistPreview({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId), query: deps },
      }),
      location,
    ),
  head: pageHead("Checklist preview"),
  component: () => <ChecklistPreviewPage {...usePageProps(Route)} />,
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in this shop." />,
});
