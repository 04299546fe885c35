// The "add shared image or video to Inspection" modal (seed 001 "Asset list pages"): the shop's shared
// pictures and videos (shop assets whose purpose is inspection) and the vehicle's own, each with a
// checkbox; Add copies the picked ones into the list (the copy call sends only ids above 0). A vehicle's
// picture can also move back into the inspection (one moved to the vehicle by mistake).
import { useEffect, useState } from "react";
import type { Asset } from "../types.ts";
import { Dialog, DialogCloseButton, useDialogClose } from "@ui/dialog.tsx";
import { assetCalls } from "./asset_calls.ts";
import { AssetThumbnail } from "./asset_thumbnail.tsx";
import { useMediaWords } from "./media_words.ts";

/** The shop's pictures or the vehicle's: the source's name is in the page's words. */
type Source = { vehicle: boolean; assets: Asset[] | null; error: string | null };

export function SharedAssetsDialog(props: {
  shopAssetsUrl: string;
  vehicleAssetsUrl: string | null;
  /** Copies the picked assets; a rejection's message is shown in the dialog. */
  onCopy(ids: number[]): Promise<void>;
  /** Moves one of the vehicle's pictures into the inspection; a rejection's message is shown. */
  onMoveFromVehicle(assetId: number): Promise<void>;
  onClose(): void;
}) {
  const [moveError, setMoveError] = useState<string | null>(null);
  const words = useMediaWords().shared;

  async function moveHere(assetId: number) {
    setMoveError(null);
    try {
      await props.onMoveFromVehicle(assetId);
      setSources((sources) =>
        sources.map((source, at) =>
          at > 0 && source.assets
            ? { ...source, assets: source.assets.filter((a) => a.assetId !== assetId) }
            : source
        )
      );
    } catch (failure) {
      setMoveError((failure as Error).message);
    }
  }

  const [sources, setSources] = useState<Source[]>(() => [
    { vehicle: false, assets: null, error: null },
    ...(props.vehicleAssetsUrl ? [{ vehicle: true, assets: null, error: null }] : []),
  ]);
  const [picked, setPicked] = useState<Set<number>>(new Set());

  useEffect(() => {
    const urls = [props.shopAssetsUrl, props.vehicleAssetsUrl].filter((url): url is string => url !== null);
    urls.forEach((url, at) => {
      assetCalls(url).list().then(
        ({ assets }) =>
          setSources((sources) =>
            sources.map((source, i) =>
              i === at
                ? {
                  ...source,
                  // From the shop, only what it shares for inspections.
                  assets: assets.filter((a) => !a.superseded && (at > 0 || a.purpose === "inspection")),
                }
                : source
            )
          ),
        (error: Error) =>
          setSources((sources) =>
            sources.map((source, i) => i === at ? { ...source, error: error.message } : source)
          ),
      );
    });
  }, [props.shopAssetsUrl, props.vehicleAssetsUrl]);

  return (
    <Dialog
      title={words.title}
      className="shared-assets-dialog"
      onClose={props.onClose}
      footer={
        <>
          <DialogCloseButton>{words.cancel}</DialogCloseButton>
          <AddButton ids={[...picked]} onCopy={props.onCopy} />
        </>
      }
    >
      {moveError && <p className="form-error" role="alert">{moveError}</p>}
      {sources.map((source, at) => (
        <fieldset key={String(source.vehicle)} className="shared-assets-source">
          <legend>{source.vehicle ? words.vehicleSource : words.shopSource}</legend>
          {source.error && <p className="form-error" role="alert">{source.error}</p>}
          {!source.error && source.assets === null && <p role="status">{words.loading}</p>}
          {source.assets?.length === 0 && <p className="muted">{words.none}</p>}
          {source.assets && source.assets.length > 0 && (
            <ul className="shared-assets-grid">
              {source.assets.map((asset) => (
                <li key={asset.assetId}>
                  <label className="shared-asset">
                    <input
                      type="checkbox"
                      checked={picked.has(asset.assetId)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setPicked((picked) => {
                          const next = new Set(picked);
                          if (checked) next.add(asset.assetId);
                          else next.delete(asset.assetId);
                          return next;
                        });
                      }}
                    />
                    <AssetThumbnail asset={asset} />
                    <span className="shared-asset-name">{asset.title || asset.fileName}</span>
                  </label>
                  {at > 0 && (
                    <button
                      type="button"
                      className="button shared-asset-move"
                      aria-label={words.moveHereNamed(asset.title || asset.fileName)}
                      onClick={() => moveHere(asset.assetId)}
                    >
                      {words.moveHere}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ))}
    </Dialog>
  );
}

function AddButton(props: { ids: number[]; onCopy(ids: number[]): Promise<void> }) {
  const close = useDialogClose();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const words = useMediaWords().shared;
  return (
    <>
      {error && <span className="form-error" role="alert">{error}</span>}
      <button
        type="button"
        className="button primary"
        disabled={props.ids.length === 0 || busy}
        onClick={async () => {
          setBusy(true);
          try {
            await props.onCopy(props.ids);
            close();
          } catch (failure) {
            setError((failure as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {words.add(props.ids.length)}
      </button>
    </>
  );
}
