// Draws the editor's picture state on a canvas: the source turned, cropped, then the marks. The same code
// draws the preview (scaled to the screen, with the mark being drawn, the selection and the crop being
// drawn) and the saved file (scale 1: the picture's full resolution), so what is saved is what was seen.
import {
  arrowHead,
  lineUnit,
  type Mark,
  markBounds,
  type PictureState,
  type Rect,
  textSize,
  turnedSize,
} from "./image_editor_rules.ts";

export interface PreviewExtras {
  /** The mark under the user's finger, not yet kept. */
  draft?: Mark | null;
  /** The selected mark's bounds, outlined. */
  selected?: Rect | null;
  /** The crop rectangle being drawn: the rest of the picture is shaded. */
  cropDraft?: Rect | null;
}

export function drawPicture(
  ctx: CanvasRenderingContext2D,
  image: CanvasImageSource,
  state: PictureState,
  scale: number,
  extras: PreviewExtras = {},
): void {
  const { crop } = state;
  ctx.save();
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.scale(scale, scale);
  ctx.translate(-crop.x, -crop.y);
  // Only the visible part is painted: marks outside a crop must not show on its edge.
  ctx.beginPath();
  ctx.rect(crop.x, crop.y, crop.width, crop.height);
  ctx.clip();
  const turned = turnedSize(state);
  ctx.save();
  ctx.translate(turned.width / 2, turned.height / 2);
  ctx.rotate((state.turns * Math.PI) / 2);
  ctx.drawImage(image, -state.sourceWidth / 2, -state.sourceHeight / 2);
  ctx.restore();
  const unit = lineUnit(state);
  for (const mark of state.marks) drawMark(ctx, mark, state);
  if (extras.draft) drawMark(ctx, extras.draft, state);
  if (extras.selected) {
    const r = extras.selected, pad = 2 * unit;
    ctx.lineWidth = Math.max(1 / scale, unit / 2);
    ctx.setLineDash([4 * unit, 3 * unit]);
    ctx.strokeStyle = "#ffffff";
    ctx.strokeRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad);
    ctx.strokeStyle = "#000000";
    ctx.lineDashOffset = 4 * unit;
    ctx.strokeRect(r.x - pad, r.y - pad, r.width + 2 * pad, r.height + 2 * pad);
    ctx.setLineDash([]);
  }
  if (extras.cropDraft) {
    const r = extras.cropDraft;
    ctx.fillStyle = "rgb(0 0 0 / 0.55)";
    ctx.beginPath();
    ctx.rect(crop.x, crop.y, crop.width, crop.height);
    ctx.rect(r.x, r.y, r.width, r.height);
    ctx.fill("evenodd");
    ctx.lineWidth = 2 / scale;
    ctx.setLineDash([6 / scale, 4 / scale]);
    ctx.strokeStyle = "#ffffff";
    ctx.strokeRect(r.x, r.y, r.width, r.height);
    ctx.setLineDash([]);
  }
  ctx.restore();
}

/** The font of a text mark. */
export function markFont(state: PictureState, width: number): string {
  return `bold ${Math.round(textSize(state, width))}px system-ui, sans-serif`;
}

/** A mark's bounds, measuring a text with the canvas's font metrics. */
export function measuredBounds(ctx: CanvasRenderingContext2D, mark: Mark, state: PictureState): Rect {
  if (mark.kind !== "text") return markBounds(mark);
  ctx.save();
  ctx.font = markFont(state, mark.width);
  const width = ctx.measureText(mark.text).width;
  ctx.restore();
  return markBounds(mark, width, textSize(state, mark.width));
}

function drawMark(ctx: CanvasRenderingContext2D, mark: Mark, state: PictureState) {
  const lineWidth = lineUnit(state) * mark.width;
  ctx.save();
  ctx.strokeStyle = mark.colour;
  ctx.fillStyle = mark.colour;
  ctx.lineWidth = lineWidth;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  switch (mark.kind) {
    case "arrow": {
      const [left, right] = arrowHead(mark.from, mark.to, lineWidth);
      ctx.beginPath();
      ctx.moveTo(mark.from.x, mark.from.y);
      ctx.lineTo(mark.to.x, mark.to.y);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(mark.to.x, mark.to.y);
      ctx.lineTo(left.x, left.y);
      ctx.lineTo(right.x, right.y);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      break;
    }
    case "box": {
      const r = markBounds(mark);
      ctx.strokeRect(r.x, r.y, r.width, r.height);
      break;
    }
    case "ellipse": {
      const r = markBounds(mark);
      ctx.beginPath();
      ctx.ellipse(r.x + r.width / 2, r.y + r.height / 2, r.width / 2, r.height / 2, 0, 0, 2 * Math.PI);
      ctx.stroke();
      break;
    }
    case "text": {
      ctx.font = markFont(state, mark.width);
      ctx.textBaseline = "alphabetic";
      // A dark (or, for black ink, light) outline keeps the text readable on any part of the picture.
      ctx.lineWidth = textSize(state, mark.width) / 8;
      ctx.strokeStyle = mark.colour === "#000000" ? "rgb(255 255 255 / 0.8)" : "rgb(0 0 0 / 0.7)";
      ctx.strokeText(mark.text, mark.at.x, mark.at.y);
      ctx.fillText(mark.text, mark.at.x, mark.at.y);
      break;
    }
  }
  ctx.restore();
}

/** Renders the picture at full resolution as a JPEG; null when the browser cannot encode it. */
export function renderJpeg(
  image: CanvasImageSource,
  state: PictureState,
  quality: number,
): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = state.crop.width;
  canvas.height = state.crop.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return Promise.resolve(null);
  drawPicture(ctx, image, state, 1);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}
