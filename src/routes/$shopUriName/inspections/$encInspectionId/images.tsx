import { createFileRoute } from "@tanstack/react-router";
import { getInspectionImages, NO_SUCH_INSPECTION } from "../../../../../modules/inspections/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { AssetList } from "@modules/media/ui.ts";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { ShopRefusedPanel } from "../../../../ui/refused_panel.tsx";
import { InspectionHeading } from "@modules/inspections/ui.ts";

// The inspection's pictures and videos: upload, order, assign to checklist tasks, hide from the report,
// copy in the shop's shared ones or the vehicle's. Whoever may only look sees the grid without actions.
export const Route = createFileRoute("/$shopUriName/inspections/$encInspectionId/images")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getInspectionImages({
        data: { shopUriName: params.shopUriName, encInspectionId: params.encInspectionId },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Inspection images", matches) }] }),
  component: InspectionImagesPage,
  notFoundComponent: () => <NotFoundPanel message={NO_SUCH_INSPECTION} />,
});

function InspectionImagesPage() {
  const result = Route.useLoaderData();
  const { shopUriName, encInspectionId } = Route.useParams();
  if (result.outcome === "refused") {
    return <ShopRefusedPanel message={result.message} shopUriName={shopUriName} />;
  }
  const page = result.page;
  const base = `/ajax/inspections/${encInspectionId}`;
  return (
    <main className="page inspection-page">
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="images" />
      <h2 className="visually-hidden">Images and videos</h2>
      <AssetList
        label="Inspection images and videos"
        listUrl={`${base}/assets`}
        createUrl={`${base}/assets/create`}
        initialAssets={page.assets}
        readOnly={!page.canChange}
        imageEditing
        camera
        inspection={{
          encInspectionId,
          shopAssetsUrl: `/ajax/shops/${page.shopId}/assets`,
          vehicleAssetsUrl: page.vehicleId === null ? null : `/ajax/subjects/${page.vehicleId}/assets`,
        }}
      />
    </main>
  );
}
