import { createFileRoute } from "@tanstack/react-router";
import { getInspectionImages, InspectionImagesPage } from "@modules/inspections/ui.ts";
import { pageOrLeave } from "@platform/page_outcome.ts";
import { pageTitle } from "@ui/page_title.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";

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
});

function InspectionImagesRoute() {
  const result = Route.useLoaderData();
  const { shopUriName, encInspectionId } = Route.useParams();
  return (
    <ShopPageResult result={result} shopUriName={shopUriName}>
      {(page) => (
        <InspectionImagesPage shopUriName={shopUriName} encInspectionId={encInspectionId} page={page} />
      )}
    </ShopPageResult>
  );
}
