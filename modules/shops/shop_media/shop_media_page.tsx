// The shop's own pictures and videos: its logo, and the ones any inspection can copy in with "Add shared
// image or video" (purpose inspection). Owners and managers upload and set each one's purpose in its menu;
// mechanics see the same grid without actions (they meet these pictures in the inspection's dialog).
import { AssetList } from "@modules/media/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import type { ShopMediaPage } from "./shop_media_page.server.ts";

export function ShopPicturesPage({ result }: { result: ShownOutcome<ShopMediaPage> }) {
  // Every member may open the page: there is no refusal to show here.
  if (result.outcome !== "ok") return null;
  const page = result.page;
  const base = `/ajax/shops/${page.shopId}`;
  return (
    <main className="page shop-media-page">
      <div className="page-heading">
        <h1>Pictures and videos</h1>
      </div>
      <p className="page-intro">
        {page.canChange
          ? "Set a picture or video's purpose to Shared with inspections in its ⋯ menu to offer it on every " +
            "inspection's Images tab, under Add shared image or video. Shop logo marks the shop's logo."
          : "The shop's logo and the pictures and videos shared with inspections. Shop owners and managers " +
            "add and change them."}
      </p>
      <AssetList
        label="Shop pictures and videos"
        listUrl={`${base}/assets`}
        createUrl={`${base}/assets/create`}
        initialAssets={page.assets}
        readOnly={!page.canChange}
        imageEditing
        camera
      />
    </main>
  );
}
