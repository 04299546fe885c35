import { createFileRoute } from "@tanstack/react-router";
import { ChecklistPreviewPage, previewQuery, readPreviewSearch } from "@modules/catalog/ui.ts";
import { getChecklistPreview } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// A saved type's checklist as a mechanic gets it; query values (name, odo, subjectType, customerMode,
// taskIds) preview unsaved changes; initialCategoryId and expandAll open it where asked.
export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/checklist-preview")({
  validateSearch: readPreviewSearch,
  loaderDeps: ({ search }) => previewQuery(search),
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getChecklistPreview({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId), query: deps },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Checklist preview", matches) }] }),
  component: function TypeChecklistPreview() {
    const { shopUriName, typeId } = Route.useParams();
    return (
      <ChecklistPreviewPage
        result={Route.useLoaderData()}
        search={Route.useSearch()}
        shopUriName={shopUriName}
        typeId={typeId}
      />
    );
  },
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in this shop." />,
});
