import { createFileRoute } from "@tanstack/react-router";
import { getInspectionImages, InspectionImagesPage } from "@modules/inspections/ui.ts";
import { pageOf } from "@platform/page_outcome.ts";
import { wordsHead } from "@modules/text/ui.ts";
import { usePageProps } from "@ui/page_props.ts";

// The inspection's pictures and videos.
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/images")({
  loader: ({ params: { shopUriName, encInspectionId }, location }) =>
    pageOf(getInspectionImages({ data: { shopUriName, encInspectionId } }), location),
  head: wordsHead("inspectionImages.title"),
  component: () => <InspectionImagesPage {...usePageProps(Route)} />,
});
