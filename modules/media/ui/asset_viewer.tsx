// The image/video viewer popup (seed 001, "Popups and dialogs" and "Asset viewer"): the current asset on a
// stage, previous/next buttons, arrow keys and swipes, a filmstrip, and a per-asset action bar (Show/Hide,
// Delete, and whatever the caller adds). It makes no calls of its own: the caller's callbacks do, and what
// they change is laid over the caller's assets until the caller's list catches up. On small screens it
// fills the screen and shows the asset's title; focus, Esc and the opener are the Dialog's.
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Asset } from "../types.ts";
import { confirm } from "@ui/confirm_dialog.tsx";
import { Dialog } from "@ui/dialog.tsx";
import { AssetFilmstrip } from "./asset_filmstrip.tsx";
import { AssetStage } from "./asset_stage.tsx";
import { afterDelete, assetLabel, isNavigable, keyStep, positionOf } from "./asset_viewer_rules.ts";
import { useSmallScreen } from "./use_small_screen.ts";
import { useMediaWords } from "./media_words.ts";

export interface AssetViewerProps {
  assets: readonly Asset[];
  startAssetId: number;
  /** No action bar: a customer's report, a list the person may only look at. */
  readOnly?: boolean;
  /** Called once the viewer has closed (Close, Esc, the backdrop, or the last asset deleted). */
  onClose(): void;
  /** Flips the asset's isVisible on the server; a rejection's message is shown. */
  onToggleVisible?(asset: Asset): Promise<void>;
  /** Deletes the asset on the server (already confirmed); a rejection shows the seed's failure message. */
  onDelete?(asset: Asset): Promise<void>;
  /** More buttons for the current asset, before Show/Hide and Delete (e.g. Edit image). */
  actions?(asset: Asset): ReactNode;
}

export function AssetViewer(props: AssetViewerProps) {
  const small = useSmallScreen();
  const words = useMediaWords();
  const [open, setOpen] = useState(true);
  const [currentId, setCurrentId] = useState(props.startAssetId);
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const [visibility, setVisibility] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const assets = useMemo(
    () =>
      props.assets.filter((asset) => !deleted.has(asset.assetId)).map((asset) => {
        const isVisible = visibility.get(asset.assetId);
        return isVisible === undefined ? asset : { ...asset, isVisible };
      }),
    [props.assets, deleted, visibility],
  );
  const current = assets.find((asset) => asset.assetId === currentId) ?? null;
  const position = positionOf(assets, currentId);

  // The caller's list lost the current asset (deleted elsewhere): the first one left, or close. Not while a
  // call of the viewer's own is under way: a delete's caller may drop the asset from its list before the
  // viewer has moved to the neighbour (remove below).
  useEffect(() => {
    if (current || busy) return;
    const first = assets.find(isNavigable);
    if (first) setCurrentId(first.assetId);
    else setOpen(false);
  }, [current, assets, busy]);

  const moveTo = useCallback((assetId: number | null) => {
    if (assetId === null) return;
    setCurrentId(assetId);
    setProblem(null);
  }, []);
  const step = useCallback(
    (direction: "previous" | "next") =>
      moveTo(direction === "previous" ? position.previousId : position.nextId),
    [moveTo, position.previousId, position.nextId],
  );

  // Arrow keys anywhere in the viewer, but not in a popup over it (the delete question).
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const dialog = body.current?.closest("[role=dialog]");
      const target = event.target as Element | null;
      if (event.defaultPrevented || !dialog || target?.closest("[role=dialog]") !== dialog) return;
      const direction = keyStep(event.key, target);
      if (!direction) return;
      event.preventDefault();
      step(direction);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [step]);

  // A step button that has just become disabled would drop focus out of the viewer: hand it to the other.
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active === previousButton.current && position.previousId === null) nextButton.current?.focus();
    if (active === nextButton.current && position.nextId === null) previousButton.current?.focus();
  }, [position.previousId, position.nextId]);

  async function toggleVisible(asset: Asset) {
    setBusy(true);
    setProblem(null);
    try {
      await props.onToggleVisible?.(asset);
      setVisibility((map) => new Map(map).set(asset.assetId, !asset.isVisible));
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : words.visibilityFailed);
    } finally {
      setBusy(false);
    }
  }

  async function remove(asset: Asset) {
    const confirmed = await confirm({
      title: words.deleteTitle,
      message: words.deleteConfirm,
      confirmLabel: words.delete,
      destructive: true,
    });
    if (!confirmed) return;
    setBusy(true);
    setProblem(null);
    try {
      await props.onDelete?.(asset);
    } catch {
      setProblem(words.deleteFailed);
      return;
    } finally {
      setBusy(false);
    }
    const next = afterDelete(assets, asset.assetId);
    setDeleted((set) => new Set(set).add(asset.assetId));
    if (next === null) setOpen(false);
    else moveTo(next);
  }

  const label = current ? assetLabel(current) : words.viewer;
  return (
    <Dialog
      title={label}
      titleHidden={!small}
      className={`asset-viewer${small ? " full" : ""}`}
      closeInHeader
      footer={null}
      open={open}
      onClose={props.onClose}
    >
      <div className="viewer-body" ref={body}>
        {current && (
          <AssetStage key={current.assetId} asset={current} label={label} onSwipe={step}>
            <button
              type="button"
              ref={previousButton}
              className="viewer-step previous"
              aria-label={words.previous}
              disabled={position.previousId === null}
              onClick={() => step("previous")}
            >
              <Chevron />
            </button>
            <button
              type="button"
              ref={nextButton}
              className="viewer-step next"
              aria-label={words.next}
              disabled={position.nextId === null}
              onClick={() => step("next")}
            >
              <Chevron />
            </button>
          </AssetStage>
        )}
        {current && !current.isVisible && <p className="viewer-hidden-warning">{words.hiddenWarning}</p>}
        {current?.caption && <p className="viewer-caption">{current.caption}</p>}
        {current && (
          <div className="viewer-bar">
            <p className="viewer-count">
              {position.index !== null && words.position(position.index, position.count)}
            </p>
            {isNavigable(current) && current.originalView && current.kind !== "video" && (
              <a className="viewer-link" href={current.originalView.cdnUrl} target="_blank" rel="noopener">
                {words.fullSize}
              </a>
            )}
            {!props.readOnly && (
              <div className="viewer-actions" role="group" aria-label={words.actions}>
                {props.actions?.(current)}
                {props.onToggleVisible && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => toggleVisible(current)}
                  >
                    {current.isVisible ? words.hide : words.show}
                  </button>
                )}
                {props.onDelete && (
                  <button
                    type="button"
                    className="button danger"
                    disabled={busy}
                    onClick={() => remove(current)}
                  >
                    {words.delete}
                  </button>
                )}
              </div>
            )}
          </div>
        )}
        {problem && <p role="alert" className="form-error viewer-problem">{problem}</p>}
        {position.count > 1 && <AssetFilmstrip assets={assets} currentId={currentId} onSelect={moveTo} />}
      </div>
    </Dialog>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
