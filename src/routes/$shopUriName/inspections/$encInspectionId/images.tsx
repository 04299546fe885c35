import { createFileRoute } from "@tanstack/react-router";
import { getInspectionImages, InspectionImagesPage, NO_SUCH_INSPECTION } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { NotFoundPanel } from "@ui/not_found_panel.tsx";
import { pageTitle } from "@ui/page_title.ts";
import { ShopRefusedPanel } from "@ui/refused_panel.tsx";

// The inspection's pictures and videos.
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/images")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getInspectionImages({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Inspection images", matches) }] }),
  component: InspectionImagesRoute,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function InspectionImagesRoute() {
  const result = Route.useLoaderData();
  const { shopUriName, encInspectionId } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  return (
    <InspectionImagesPage shopUriName={shopUriName} encInspectionId={encInspectionId} page={result.page} />
  );
}
