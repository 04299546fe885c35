import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import type { Asset } from "../../modules/media/ui.ts";
import { getJson } from "../ui/calls.ts";
import {
  editableView,
  editorAssetsPath,
  ImageEditor,
  postEditorClosed,
  uploadFile,
} from "@modules/media/ui.ts";
import { APP_NAME } from "../ui/brand.ts";

// /image-editor?assetId=&assets=: the full-screen editor, loaded in the iframe overlay of an asset list. The
// picture is found among its owner's assets (the list's own call, which checks who may see it); a save
// uploads the marked-up copy through the upload protocol as a new asset that supersedes the original (the
// original is kept), then tells the overlay, which refreshes the list.
interface Search {
  assetId?: number;
  assets?: string;
  shop?: string;
}

export const Route = createFileRoute("/image-editor")({
  validateSearch: (search: Record<string, unknown>): Search => ({
    assetId: /^\d{1,10}$/.test(String(search.assetId ?? "")) ? Number(search.assetId) : undefined,
    assets: editorAssetsPath(search.assets) ?? undefined,
    // Kept in the address: the calls' Referer names the shop the picture's owner acts in (page_shop.ts).
    shop: typeof search.shop === "string" && /^[A-Za-z0-9_-]{1,80}$/.test(search.shop)
      ? search.shop
      : undefined,
  }),
  head: () => ({ meta: [{ title: `Edit picture — ${APP_NAME}` }] }),
  component: ImageEditorPage,
});

type Loaded =
  | { state: "loading" }
  | { state: "ready"; asset: Asset; src: string }
  | { state: "failed"; message: string };

export const EDITOR_NOT_FOUND = "This picture cannot be edited here: it was removed, or it is not a picture.";

function ImageEditorPage() {
  const { assetId, assets } = Route.useSearch();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  useEffect(() => {
    if (assetId === undefined || assets === undefined) {
      setLoaded({ state: "failed", message: EDITOR_NOT_FOUND });
      return;
    }
    getJson<{ assets: Asset[] }>(`${assets}/assets`).then((list) => {
      const asset = list.assets.find((a) => a.assetId === assetId);
      const view = asset ? editableView(asset) : null;
      if (!asset || !view) {
        setLoaded({ state: "failed", message: EDITOR_NOT_FOUND });
      } else setLoaded({ state: "ready", asset, src: view.cdnUrl });
    }, (error: Error) => setLoaded({ state: "failed", message: error.message }));
  }, [assetId, assets]);

  if (loaded.state === "loading") {
    return <main className="image-editor-page" aria-busy="true">Loading the picture...</main>;
  }
  if (loaded.state === "failed") {
    return (
      <main className="image-editor-page">
        <p role="alert" className="error-message">{loaded.message}</p>
        <button type="button" onClick={() => postEditorClosed("closeButton")}>Close</button>
      </main>
    );
  }
  return (
    <ImageEditor
      src={loaded.src}
      fileName={loaded.asset.fileName}
      onSave={async (file) => {
        await uploadFile(file, {
          createUrl: `${assets}/assets/create`,
          parentAssetId: loaded.asset.assetId,
          supersedeParentAsset: true,
        }, () => {});
      }}
      onClose={(reason) => postEditorClosed(reason)}
    />
  );
}
