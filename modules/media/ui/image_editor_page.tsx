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
import { EDITOR_WORDS, type EditorWords } from "./editor_words.ts";
import { uploadFile } from "./upload_client.ts";

type Loaded =
  | { state: "loading" }
  | { state: "ready"; asset: Asset; src: string }
  | { state: "failed"; message: string };

/**
 * `assets` is the owner's asset calls' path (editor_target.ts checks it); either missing shows the refusal.
 * `words`: the shop's staff language (en-US without them).
 */
export function ImageEditorPage(
  { assetId, assets, words = EDITOR_WORDS }: { assetId?: number; assets?: string; words?: EditorWords },
) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  useEffect(() => {
    if (assetId === undefined || assets === undefined) {
      setLoaded({ state: "failed", message: words.notFound });
      return;
    }
    getJson<{ assets: Asset[] }>(`${assets}/assets`).then((list) => {
      const asset = list.assets.find((a) => a.assetId === assetId);
      const view = asset ? editableView(asset) : null;
      if (!asset || !view) {
        setLoaded({ state: "failed", message: words.notFound });
      } else setLoaded({ state: "ready", asset, src: view.cdnUrl });
    }, (error: Error) => setLoaded({ state: "failed", message: error.message }));
  }, [assetId, assets, words]);

  if (loaded.state === "loading") {
    return <main className="image-editor-page" aria-busy="true">{words.loading}</main>;
  }
  if (loaded.state === "failed") {
    return (
      <main className="image-editor-page">
        <p role="alert" className="error-message">{loaded.message}</p>
        <button type="button" onClick={() => postEditorClosed("closeButton")}>{words.close}</button>
      </main>
    );
  }
  return (
    <ImageEditor
      src={loaded.src}
      fileName={loaded.asset.fileName}
      words={words}
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
