// The inspection's pictures and videos: upload, order, assign to checklist tasks, hide from the report,
// copy in the shop's shared ones or the vehicle's. Whoever may only look sees the grid without actions.
import { AssetList } from "@modules/media/ui.ts";
import { useMediaKitWords } from "@modules/shops/ui.ts";
import { INSPECTION_IMAGES_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import type { InspectionImagesPage as ImagesData } from "./images_page.server.ts";
import { InspectionHeading } from "../shared/inspection_heading.tsx";

export function InspectionImagesPage(
  props: { result: ShownOutcome<ImagesData>; shopUriName: string; encInspectionId: string },
) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <InspectionImages {...props} page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function InspectionImages(
  { shopUriName, encInspectionId, page }: { shopUriName: string; encInspectionId: string; page: ImagesData },
) {
  const say = useWords();
  const words = useMediaKitWords();
  const base = `/ajax/inspections/${encInspectionId}`;
  return (
    <main className="page inspection-page" lang={page.words.culture}>
      <InspectionHeading shopUriName={shopUriName} summary={page.summary} current="images" />
      <h2 className="visually-hidden">{say(M.heading)}</h2>
      <AssetList
        label={say(M.list)}
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
        words={words}
      />
    </main>
  );
}
