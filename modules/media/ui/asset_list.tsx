// An asset list (seed 001 sections 2-5, 7, 8): the upload area, a grid of thumbnails in their saved
// order, and per asset a menu: on an inspection's list the checklist tasks to assign it to, Show/Hide,
// Show in report footer, Edit image (pictures only), Move to vehicle; everywhere Delete (after the seed's
// question). Items move by drag or by their Move earlier / Move later buttons, and the order is saved as
// text/csv. A thumbnail opens the viewer on the list; Edit image opens the image editor over the page. A
// read-only list has no actions. Every call's answer replaces the list, and onChange hears of it; a failure
// is said in the list's alert line, in the seed's words.
import { useEffect, useRef, useState } from "react";
import { type Asset, ASSET_PURPOSES, type AssetListResponse } from "../types.ts";
import { UnexpectedResponseError } from "@ui/calls.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import { assetCalls, inspectionAssetCalls } from "./asset_calls.ts";
import { useGridReorder } from "./asset_grid_reorder.ts";
import { assignFailureMessage, isImageKind, purposeLabel, shownAssets } from "./asset_list_rules.ts";
import { AssetMenu, type MenuAction, type PurposeChoice } from "./asset_menu.tsx";
import { AssetThumbnail } from "./asset_thumbnail.tsx";
import { AssetViewer } from "./asset_viewer.tsx";
import { EditorOverlay } from "./editor_overlay.tsx";
import { MEDIA_WORDS, type MediaWords, MediaWordsContext } from "./media_words.ts";
import { editorAssetsPath, imageEditorHref, shopOfPath } from "./editor_target.ts";
import { SharedAssetsDialog } from "./shared_assets_dialog.tsx";
import { UploadArea } from "./upload_area.tsx";

export interface InspectionListOptions {
  encInspectionId: string;
  /** The shop's assets (GET /ajax/shops/{shopId}/assets), for the shared-asset modal. */
  shopAssetsUrl: string;
  /** The vehicle's assets (GET /ajax/subjects/{vehicleId}/assets); null without a vehicle. */
  vehicleAssetsUrl: string | null;
}

export interface AssetListProps {
  /** Names the list for screen readers, e.g. "Inspection images". */
  label: string;
  /** The list's calls: /ajax/{owner}/{id}/assets. */
  listUrl: string;
  initialAssets: Asset[];
  /** The create-asset call; no upload area without it, nor on a read-only list. */
  createUrl?: string | null;
  readOnly?: boolean;
  /** An inspection's list: task assignment, footer, move to vehicle and the shared-asset modal. */
  inspection?: InspectionListOptions | null;
  /** Superseded originals are shown (with Restore original) instead of left out. */
  showSuperseded?: boolean;
  /** Pictures get Edit image (the image editor over the page), saved as a copy that supersedes them. */
  imageEditing?: boolean;
  onChange?(assets: Asset[]): void;
  /** The upload area offers "Take photo" (the camera dialog). */
  camera?: boolean;
  /** The list's words in the page's language (and what it opens); en-US without them. */
  words?: MediaWords;
}

export function AssetList(props: AssetListProps) {
  const [assets, setAssets] = useState<Asset[]>(props.initialAssets);
  const [openMenu, setOpenMenu] = useState<number | null>(null);
  const [alertText, setAlertText] = useState("");
  const [sharedOpen, setSharedOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const menuButtons = useRef(new Map<number, HTMLButtonElement>());
  const calls = assetCalls(props.listUrl);
  const inspection = props.inspection ? inspectionAssetCalls(props.inspection.encInspectionId) : null;
  const shown = shownAssets(assets, props.showSuperseded ?? false);
  const readOnly = props.readOnly ?? false;
  const words = props.words ?? MEDIA_WORDS;
  // The editor loads and saves through the owner's calls: the list's address without its /assets.
  const editorPath = props.imageEditing && !readOnly
    ? editorAssetsPath(props.listUrl.replace(/\/assets$/, ""))
    : null;
  const latest = useRef(props);
  latest.current = props;

  function apply(list: AssetListResponse | null, removed?: number) {
    setAssets((assets) => {
      const next = list ? list.assets : assets.filter((asset) => asset.assetId !== removed);
      queueMicrotask(() => latest.current.onChange?.(next));
      return next;
    });
  }

  // The open menu stays open through a refresh while its asset is still listed.
  useEffect(() => {
    if (openMenu !== null && !shown.some((asset) => asset.assetId === openMenu)) setOpenMenu(null);
  });

  async function run(work: () => Promise<unknown>, failure: (error: unknown) => string) {
    try {
      setAlertText("");
      await work();
    } catch (error) {
      setAlertText(failure(error));
    }
  }

  const reorder = useGridReorder({
    ids: shown.map((asset) => asset.assetId),
    save: (ids) => calls.reorder(ids),
    label: (id) => nameOf(assets.find((asset) => asset.assetId === id)),
    onFailure: setAlertText,
  });
  const byId = new Map(shown.map((asset) => [asset.assetId, asset]));
  const ordered = reorder.order.map((id) => byId.get(id)).filter((asset): asset is Asset =>
    asset !== undefined
  );

  function actionsOf(asset: Asset): MenuAction[] {
    const actions: MenuAction[] = [];
    const serverSays = (error: unknown) => (error as Error).message;
    if (inspection) {
      actions.push({
        label: asset.isVisible ? words.hide : words.show,
        onSelect: () =>
          run(
            async () => apply(await calls.update(asset.assetId, { isVisible: !asset.isVisible })),
            serverSays,
          ),
      }, {
        label: words.showInFooter,
        checked: asset.showInFooter,
        onSelect: () =>
          run(async () => apply(await inspection.footer(asset.assetId, !asset.showInFooter)), serverSays),
      });
    }
    if (editorPath && isImageKind(asset)) {
      actions.push({
        label: words.editImage,
        onSelect: () => (setOpenMenu(null), setEditing(asset.assetId)),
      });
    }
    if (asset.superseded && asset.inspectionId !== null) {
      actions.push({
        label: words.restoreOriginal,
        onSelect: () =>
          run(async () =>
            apply(
              await calls.update(asset.assetId, {
                superseded: false,
                renderAssetListForInspectionId: asset.inspectionId,
              }),
            ), serverSays),
      });
    }
    if (asset.subclass === "UserAsset") {
      const isAvatar = asset.purpose === "avatar";
      actions.push({
        label: isAvatar ? words.stopAvatar : words.useAsAvatar,
        onSelect: () =>
          run(
            async () =>
              apply(
                await calls.update(asset.assetId, {
                  customAction: isAvatar ? "unsetUserAvatar" : "setUserAvatar",
                }),
              ),
            serverSays,
          ),
      });
    }
    if (inspection) {
      actions.push({
        label: words.moveToVehicle,
        onSelect: () =>
          run(async () => {
            await inspection.moveToVehicle(asset.assetId);
            apply(await calls.list());
          }, () => words.moveFailed),
      });
    }
    actions.push({
      label: words.delete,
      danger: true,
      onSelect: async () => {
        setOpenMenu(null);
        const yes = await confirm({
          title: words.deleteTitle,
          message: words.deleteConfirm,
          confirmLabel: words.delete,
          destructive: true,
        });
        if (!yes) return;
        await run(
          async () => apply(await calls.remove(asset.assetId), asset.assetId),
          () => words.deleteFailed,
        );
      },
    });
    return actions;
  }

  function purposeOf(asset: Asset): PurposeChoice | null {
    const options = ASSET_PURPOSES[asset.subclass];
    if (inspection || asset.subclass === "UserAsset" || options.length < 2) return null;
    return {
      value: asset.purpose,
      options,
      onChange: (purpose) =>
        run(async () => {
          await calls.setPurpose(asset.assetId, asset.subclass, purpose);
          apply(await calls.list());
        }, (error) => (error as Error).message),
    };
  }

  return (
    <MediaWordsContext.Provider value={words}>
      <div className="asset-list-area">
        {!readOnly && (
          <div className="asset-list-tools">
            {props.createUrl !== undefined && (
              <UploadArea
                createUrl={props.createUrl}
                onUploaded={(list) => apply({ html: "", assets: list })}
                camera={props.camera}
              />
            )}
            {props.inspection && (
              <button type="button" className="button" onClick={() => setSharedOpen(true)}>
                {words.addShared}
              </button>
            )}
          </div>
        )}
        <p className="asset-list-alert form-error" role="alert">{alertText}</p>
        {ordered.length === 0
          ? <p className="asset-list-empty">{words.empty}</p>
          : (
            <ul className="asset-grid" aria-label={props.label} ref={reorder.containerRef}>
              {ordered.map((asset, index) => (
                <li
                  key={asset.assetId}
                  data-asset-id={asset.assetId}
                  className={[
                    "asset-item",
                    asset.isVisible ? "" : "is-hidden",
                    asset.superseded ? "is-superseded" : "",
                    reorder.dragging === String(asset.assetId) ? "dragging" : "",
                    reorder.drop?.targetId === String(asset.assetId) ? `drop-${reorder.drop.place}` : "",
                  ].filter(Boolean).join(" ")}
                >
                  <button
                    type="button"
                    className="asset-open"
                    onClick={() => setViewing(asset.assetId)}
                  >
                    {/* Named by its content, so the seen text (a video's length, "Processing...") is in it. */}
                    <span className="visually-hidden">{words.open(nameOf(asset))}</span>
                    <AssetThumbnail asset={asset} named={false} />
                  </button>
                  <span className="asset-name">{nameOf(asset)}</span>
                  {!asset.isVisible && <p className="asset-hidden-warning">{words.hiddenWarning}</p>}
                  <p className="asset-badges">
                    {asset.superseded && <span>{words.superseded}</span>}
                    {asset.showInFooter && <span>{words.inFooter}</span>}
                    {!inspection && asset.purpose !== "none" && (
                      <span>{purposeLabel(asset.purpose, words)}</span>
                    )}
                    {asset.taskIds.length > 0 && <span>{words.tasks(asset.taskIds.length)}</span>}
                  </p>
                  {!readOnly && (
                    <div className="asset-item-bar">
                      <button
                        type="button"
                        className="asset-drag-handle"
                        aria-label={words.drag(nameOf(asset))}
                        title={words.dragTitle}
                        {...reorder.handleProps(asset.assetId)}
                      >
                        <span aria-hidden="true">⠿</span>
                      </button>
                      <button
                        type="button"
                        className="asset-move"
                        aria-label={words.moveEarlier(nameOf(asset))}
                        disabled={index === 0}
                        onClick={() => reorder.move(asset.assetId, -1)}
                      >
                        <span aria-hidden="true">◀</span>
                      </button>
                      <button
                        type="button"
                        className="asset-move"
                        aria-label={words.moveLater(nameOf(asset))}
                        disabled={index === ordered.length - 1}
                        onClick={() => reorder.move(asset.assetId, 1)}
                      >
                        <span aria-hidden="true">▶</span>
                      </button>
                      <button
                        type="button"
                        className="asset-menu-button"
                        aria-label={words.menuFor(nameOf(asset))}
                        aria-expanded={openMenu === asset.assetId}
                        ref={(button) => {
                          if (button) menuButtons.current.set(asset.assetId, button);
                          else menuButtons.current.delete(asset.assetId);
                        }}
                        onClick={() => setOpenMenu((open) => open === asset.assetId ? null : asset.assetId)}
                      >
                        <span aria-hidden="true">⋯</span>
                      </button>
                    </div>
                  )}
                  {openMenu === asset.assetId && (
                    <AssetMenu
                      asset={asset}
                      actions={actionsOf(asset)}
                      purpose={purposeOf(asset)}
                      loadTasks={inspection ? inspection.menu : null}
                      onAssign={(taskId, assigned) =>
                        run(
                          async () => apply(await inspection!.assign(taskId, asset.assetId, assigned)),
                          (error) =>
                            assignFailureMessage(
                              error instanceof UnexpectedResponseError ? error.status : null,
                              words,
                            ),
                        )}
                      buttonRef={{ current: menuButtons.current.get(asset.assetId) ?? null }}
                      onClose={(returnFocus) => {
                        setOpenMenu(null);
                        if (returnFocus) menuButtons.current.get(asset.assetId)?.focus();
                      }}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        <p className="visually-hidden" role="status">{reorder.announcement}</p>
        {sharedOpen && props.inspection && (
          <SharedAssetsDialog
            shopAssetsUrl={props.inspection.shopAssetsUrl}
            vehicleAssetsUrl={props.inspection.vehicleAssetsUrl}
            onCopy={async (ids) => {
              const list = await calls.copy(ids);
              if (list) apply(list);
            }}
            onMoveFromVehicle={async (assetId) => {
              await inspection!.moveFromVehicle(assetId);
              apply(await calls.list());
            }}
            onClose={() => setSharedOpen(false)}
          />
        )}
        {viewing !== null && (
          <AssetViewer
            assets={shown}
            startAssetId={viewing}
            readOnly={readOnly}
            onClose={() => setViewing(null)}
            onToggleVisible={async (asset) =>
              apply(await calls.update(asset.assetId, { isVisible: !asset.isVisible }))}
            onDelete={async (asset) => apply(await calls.remove(asset.assetId), asset.assetId)}
            actions={(asset) =>
              editorPath && isImageKind(asset) && (
                <button
                  type="button"
                  className="button"
                  onClick={() => setEditing(asset.assetId)}
                >
                  {words.editImage}
                </button>
              )}
          />
        )}
        {editing !== null && editorPath && (
          <EditorOverlay
            src={imageEditorHref(editing, editorPath, shopOfPath(location.pathname))}
            onSaved={() => run(async () => apply(await calls.list()), (error) => (error as Error).message)}
            onRemoved={() => setEditing(null)}
          />
        )}
      </div>
    </MediaWordsContext.Provider>
  );
}

function nameOf(asset: Asset | undefined): string {
  return asset ? asset.title || asset.fileName : "";
}
