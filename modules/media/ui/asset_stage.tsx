// The viewer's stage: the current asset as a picture (large WebP, JPEG twin), a video, "Processing..." over
// its poster, or a placeholder (a document or file to open, or media that failed to load). A sideways
// touch swipe on it steps to the next or previous asset.
import { type PointerEvent, type ReactNode, useRef, useState } from "react";
import type { Asset } from "../types.ts";
import { stageOf, swipeStep } from "./asset_viewer_rules.ts";
import { useMediaWords } from "./media_words.ts";

export interface AssetStageProps {
  asset: Asset;
  label: string;
  onSwipe(step: "previous" | "next"): void;
  /** Previous/next buttons laid over the stage's sides. */
  children?: ReactNode;
}

/** Rendered with key={assetId}: a failure belongs to one asset and is forgotten when the viewer moves on. */
export function AssetStage(props: AssetStageProps) {
  const [failed, setFailed] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fail = () => setFailed(true);

  const onPointerDown = (event: PointerEvent) => {
    // A mouse drag selects or drags the picture; only fingers and pens swipe.
    start.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (step) props.onSwipe(step);
  };

  return (
    <div
      className="viewer-stage"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => start.current = null}
    >
      {failed ? <MediaFailed detail={null} /> : <StageContent {...props} onFail={fail} />}
      {props.children}
    </div>
  );
}

function StageContent(props: AssetStageProps & { onFail(): void }) {
  const stage = stageOf(props.asset);
  const words = useMediaWords();
  switch (stage.kind) {
    case "image":
      return (
        <picture>
          {stage.webp && <source type="image/webp" srcSet={stage.webp} />}
          <img className="viewer-media" src={stage.jpeg} alt={props.label} onError={props.onFail} />
        </picture>
      );
    case "video":
      if (stage.sources.length === 0) return <MediaFailed detail={null} />;
      return (
        <video
          className="viewer-media"
          controls
          playsInline
          preload="metadata"
          poster={stage.poster ?? undefined}
          aria-label={props.label}
          onError={props.onFail}
        >
          {stage.sources.map((source, i) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              // Each source that cannot play fails in turn; only the last one's failure means none will.
              onError={i === stage.sources.length - 1 ? props.onFail : undefined}
            />
          ))}
        </video>
      );
    case "processing":
      return (
        <div className="viewer-placeholder viewer-processing">
          {stage.poster && <img className="viewer-media" src={stage.poster} alt="" onError={props.onFail} />}
          <p role="status" className="viewer-processing-note">
            <span className="spinner" aria-hidden="true" />
            {words.processing}
          </p>
        </div>
      );
    case "failed":
      return <MediaFailed detail={stage.detail} />;
    case "document":
      return (
        <div className="viewer-placeholder">
          <FileIcon />
          <p className="viewer-file-name">{props.asset.fileName}</p>
          {stage.href && (
            <a className="button" href={stage.href} target="_blank" rel="noopener">
              {words.openFile}
            </a>
          )}
        </div>
      );
  }
}

/** Seed 001 section 8: a placeholder picture with the media-failure message. */
function MediaFailed(props: { detail: string | null }) {
  const words = useMediaWords();
  return (
    <div className="viewer-placeholder viewer-failed">
      <BrokenImageIcon />
      <p>{words.mediaFailed}</p>
      {props.detail && <p className="hint">{props.detail}</p>}
    </div>
  );
}

function FileIcon() {
  return (
    <svg className="viewer-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 2h8l5 5v15H6z M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M9 12h7M9 15h7M9 18h5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function BrokenImageIcon() {
  return (
    <svg className="viewer-icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M3 4h18v16H3z M3 16l5-5 4 4 3-3 6 6 M14 4l-3 7 4 2-3 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
