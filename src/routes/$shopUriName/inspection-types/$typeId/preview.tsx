import { createFileRoute } from "@tanstack/react-router";
import { getInspectionTypePreview, readTypePreviewSearch, TypePreviewPage } from "@modules/catalog/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";

// The outline of a type's checklist, read-only. Query: showInactiveTasks (1 also shows inactive tasks).
export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/preview")({
  validateSearch: readTypePreviewSearch,
  loaderDeps: ({ search }) => ({ showInactiveTasks: search.showInactiveTasks === 1 }),
  loader: async ({ params, deps, location }) =>
    pageOrLeave(
      await getInspectionTypePreview({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId), ...deps },
      }),
      location.href,
    ),
  head: ({ loaderData, matches }) => ({
    meta: [{
      title: pageTitle(
        loaderData?.outcome === "ok" ? `${loaderData.page.type.name}: preview` : "Preview",
        matches,
      ),
    }],
  }),
  component: PreviewRoute,
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in this shop." />,
});

function PreviewRoute() {
  const { shopUriName, typeId } = Route.useParams();
  return (
    <TypePreviewPage
      result={Route.useLoaderData()}
      shopUriName={shopUriName}
      typeId={typeId}
      search={Route.useSearch()}
    />
  );
}
