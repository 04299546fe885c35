// /image-editor?assetId=&assets=: the full-screen editor, loaded in the iframe overlay of an asset list. The
// picture is found among its owner's assets (the list's own call, which checks who may see it); a save
// uploads the marked-up copy through the upload protocol as a new asset that supersedes the original (the
// original is kept), then tells the overlay, which refreshes the list.
import { useEffect, useState } from "react";
import { getJson } from "@ui/calls.ts";
import type { Asset } from "../types.ts";
import { editableView } from "./editor_target.ts";
import { postEditorClosed } from "./editor_overlay_rules.ts";
import { ImageEditor } from "./image_editor.tsx";
import { uploadFile } from "./upload_client.ts";

type Loaded =
  | { state: "loading" }
  | { state: "ready"; asset: Asset; src: string }
  | { state: "failed"; message: string };

const EDITOR_NOT_FOUND = "This picture cannot be edited here: it was removed, or it is not a picture.";

/** `assets` is the owner's asset calls' path (editor_target.ts checks it); either missing shows the refusal. */
export function ImageEditorPage({ assetId, assets }: { assetId?: number; assets?: string }) {
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
