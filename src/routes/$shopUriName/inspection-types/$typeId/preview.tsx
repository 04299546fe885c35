import { createFileRoute } from "@tanstack/react-router";
import {
  catalogueHead,
  getInspectionTypePreview,
  readTypePreviewSearch,
  TypePreviewPage,
} from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { usePageProps } from "@ui/page_props.ts";

// The outline of a type's checklist, read-only. Query: showInactiveTasks (1 also shows inactive tasks).
export const Route = createFileRoute("/$shopUriName/inspection-types/$typeId/preview")({
  validateSearch: readTypePreviewSearch,
  loaderDeps: ({ search }) => ({ showInactiveTasks: search.showInactiveTasks === 1 }),
  loader: ({ params, deps, location }) =>
    pageOf(
      getInspectionTypePreview({
        data: { shopUriName: params.shopUriName, typeId: Number(params.typeId), ...deps },
      }),
      location,
    ),
  head: catalogueHead("typePreview"),
  component: () => <TypePreviewPage {...usePageProps(Route)} />,
});
