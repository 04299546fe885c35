import { createFileRoute } from "@tanstack/react-router";
import { catalogueHead, getSeedPreviewPage, TemplateTypePreviewPage } from "@modules/catalog/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { usePageProps } from "@ui/page_props.ts";

// A template inspection type's outline: its categories and tasks, how each is checked, and the findings
// with what the customer reads. {typeId} must be a template's type.
export const Route = createFileRoute("/$shopUriName/seed-data/inspection-types/$typeId/preview")({
  loader: ({ params, location }) =>
    pageOf(
      getSeedPreviewPage({ data: { shopUriName: params.shopUriName, typeId: params.typeId } }),
      location,
    ),
  head: catalogueHead("templatePreview"),
  notFoundComponent: () => <NotFoundPanel message="There is no such inspection type in the templates." />,
  component: () => <TemplateTypePreviewPage {...usePageProps(Route)} />,
});
