// The shop's own pictures and videos: its logo, and the ones any inspection can copy in with "Add shared
// image or video" (purpose inspection). Owners and managers upload and set each one's purpose in its menu;
// mechanics see the same grid without actions (they meet these pictures in the inspection's dialog).
import { AssetList } from "@modules/media/ui.ts";
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { SHOP_MEDIA_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";
import type { ShopMediaPage } from "./shop_media_page.server.ts";
import { useMediaKitWords } from "../media_words.ts";

export function ShopPicturesPage({ result }: { result: ShownOutcome<ShopMediaPage> }) {
  // Every member may open the page: there is no refusal to show here.
  if (result.outcome !== "ok") return null;
  return (
    <WordsProvider words={result.page.words}>
      <ShopPictures page={result.page} />
    </WordsProvider>
  );
}

function ShopPictures({ page }: { page: ShopMediaPage }) {
  const say = useWords();
  const words = useMediaKitWords();
  const base = `/ajax/shops/${page.shopId}`;
  return (
    <main className="page shop-media-page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
      </div>
      <p className="page-intro">{say(page.canChange ? M.introManage : M.introView)}</p>
      <AssetList
        label={say(M.list)}
        listUrl={`${base}/assets`}
        createUrl={`${base}/assets/create`}
        initialAssets={page.assets}
        readOnly={!page.canChange}
        imageEditing
        camera
        words={words}
      />
    </main>
  );
}
