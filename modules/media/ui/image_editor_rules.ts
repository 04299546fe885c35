// The image editor's picture as data (seed 001, section 4 "Image editor"): quarter turns, a crop and the
// marks, never pixels, until Save renders them at full resolution. Every edit makes a new state, so undo
// and redo are exact. Coordinates are the pixels of the turned, uncropped picture: a crop hides marks
// outside it rather than moving them, and a turn moves the crop and every mark with the picture.

export const EDITOR_CLOSE_REASONS = ["undefined", "savedSuccessfully", "closeButton", "escKey"] as const;
export type EditorCloseReason = typeof EDITOR_CLOSE_REASONS[number];

/** Shop-sensible ink: red marks a problem (the default), yellow a warning, green what is fine. */
export const MARK_COLOURS = [
  { name: "Red", value: "#e02020" },
  { name: "Yellow", value: "#ffd000" },
  { name: "Green", value: "#1fa637" },
  { name: "White", value: "#ffffff" },
  { name: "Black", value: "#000000" },
] as const;

/** Line widths in units of 1/250 of the picture's longer side, so a mark looks alike on any picture. */
export const LINE_WIDTHS = [
  { name: "Thin", value: 1 },
  { name: "Medium", value: 2 },
  { name: "Thick", value: 4 },
] as const;

export const SAVE_JPEG_QUALITY = 0.9;

export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ShapeKind = "arrow" | "box" | "ellipse";
export type Mark =
  | { kind: ShapeKind; from: Point; to: Point; colour: string; width: number }
  | { kind: "text"; at: Point; text: string; colour: string; width: number };

export interface PictureState {
  /** The source picture's own size (before any turn). */
  sourceWidth: number;
  sourceHeight: number;
  /** Clockwise quarter turns, 0 to 3. */
  turns: number;
  /** The visible part, in turned coordinates. */
  crop: Rect;
  marks: Mark[];
}

export function initialPicture(sourceWidth: number, sourceHeight: number): PictureState {
  return {
    sourceWidth,
    sourceHeight,
    turns: 0,
    crop: { x: 0, y: 0, width: sourceWidth, height: sourceHeight },
    marks: [],
  };
}

/** The turned picture's size. */
export function turnedSize(state: PictureState): { width: number; height: number } {
  return state.turns % 2 === 0
    ? { width: state.sourceWidth, height: state.sourceHeight }
    : { width: state.sourceHeight, height: state.sourceWidth };
}

/** One pixel unit of line width for this picture (1/250 of its longer side, at least 1 px). */
export function lineUnit(state: PictureState): number {
  return Math.max(1, Math.max(state.sourceWidth, state.sourceHeight) / 250);
}

/** A text mark's font size in pixels for its width setting. */
export function textSize(state: PictureState, width: number): number {
  return lineUnit(state) * (10 + 4 * width);
}

/** A point of a picture of the given size after a quarter turn, clockwise (1) or anticlockwise (-1). */
export function turnPoint(p: Point, size: { width: number; height: number }, direction: 1 | -1): Point {
  return direction === 1 ? { x: size.height - p.y, y: p.x } : { x: p.y, y: size.width - p.x };
}

export function normaliseRect(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

function turnRect(r: Rect, size: { width: number; height: number }, direction: 1 | -1): Rect {
  return normaliseRect(
    turnPoint({ x: r.x, y: r.y }, size, direction),
    turnPoint({ x: r.x + r.width, y: r.y + r.height }, size, direction),
  );
}

/** Turns the picture, its crop and its marks a quarter, clockwise (1) or anticlockwise (-1). */
export function turn(state: PictureState, direction: 1 | -1): PictureState {
  const size = turnedSize(state);
  return {
    ...state,
    turns: (state.turns + direction + 4) % 4,
    crop: turnRect(state.crop, size, direction),
    marks: state.marks.map((mark) =>
      mark.kind === "text"
        ? { ...mark, at: turnPoint(mark.at, size, direction) }
        : { ...mark, from: turnPoint(mark.from, size, direction), to: turnPoint(mark.to, size, direction) }
    ),
  };
}

/** The smallest crop worth keeping, in picture pixels: a slip of the finger is not a crop. */
export const MIN_CROP = 8;

/** Crops to a rectangle drawn on the visible picture (turned coordinates), kept inside the current crop. */
export function cropTo(state: PictureState, drawn: Rect): PictureState | null {
  const c = state.crop;
  const x = Math.max(c.x, Math.round(drawn.x));
  const y = Math.max(c.y, Math.round(drawn.y));
  const right = Math.min(c.x + c.width, Math.round(drawn.x + drawn.width));
  const bottom = Math.min(c.y + c.height, Math.round(drawn.y + drawn.height));
  if (right - x < MIN_CROP || bottom - y < MIN_CROP) return null;
  return { ...state, crop: { x, y, width: right - x, height: bottom - y } };
}

/** Marks smaller than this (in line units) were a tap, not a drag: they are not kept. */
export function isTooSmall(mark: Mark, unit: number): boolean {
  if (mark.kind === "text") return mark.text.trim() === "";
  return Math.hypot(mark.to.x - mark.from.x, mark.to.y - mark.from.y) < 3 * unit;
}

/** The arrow head: two points beside the tip, sized by the line width. */
export function arrowHead(from: Point, to: Point, lineWidth: number): [Point, Point] {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const length = Math.max(lineWidth * 4, 12);
  const spread = Math.PI / 7;
  return [
    { x: to.x - length * Math.cos(angle - spread), y: to.y - length * Math.sin(angle - spread) },
    { x: to.x - length * Math.cos(angle + spread), y: to.y - length * Math.sin(angle + spread) },
  ];
}

/** The rectangle a mark covers (text measured by the caller, who knows the font). */
export function markBounds(mark: Mark, textWidth = 0, fontSize = 0): Rect {
  if (mark.kind === "text") {
    return { x: mark.at.x, y: mark.at.y - fontSize, width: textWidth, height: fontSize * 1.2 };
  }
  return normaliseRect(mark.from, mark.to);
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0
    ? 0
    : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * Whether a tap at p picks the mark: near an arrow's line or a shape's outline, anywhere on a text.
 * The tolerance is generous (a finger is wide): it is in picture pixels.
 */
export function hitsMark(mark: Mark, p: Point, tolerance: number, bounds: Rect): boolean {
  if (mark.kind === "arrow") return distanceToSegment(p, mark.from, mark.to) <= tolerance;
  const inside = (r: Rect, grow: number) =>
    p.x >= r.x - grow && p.x <= r.x + r.width + grow && p.y >= r.y - grow && p.y <= r.y + r.height + grow;
  if (mark.kind === "text") return inside(bounds, tolerance / 2);
  if (mark.kind === "box") return inside(bounds, tolerance) && !inside(bounds, -tolerance);
  // An ellipse: near its outline, measured on the normalised radius.
  const rx = bounds.width / 2, ry = bounds.height / 2;
  const cx = bounds.x + rx, cy = bounds.y + ry;
  const r = Math.hypot((p.x - cx) / Math.max(rx, 1), (p.y - cy) / Math.max(ry, 1));
  return Math.abs(r - 1) * Math.min(rx, ry) <= tolerance ||
    (rx < tolerance || ry < tolerance) && inside(bounds, tolerance);
}

/** Undo and redo over whole states: exact, whatever the edit was. */
export interface History {
  past: PictureState[];
  present: PictureState;
  future: PictureState[];
}

export function startHistory(present: PictureState): History {
  return { past: [], present, future: [] };
}

export function record(history: History, next: PictureState): History {
  return { past: [...history.past, history.present], present: next, future: [] };
}

export function undo(history: History): History {
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

export function redo(history: History): History {
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0],
    future: history.future.slice(1),
  };
}

/** The saved file's name: the picture's own name as a JPEG (truck.png becomes truck.jpg). */
export function editedFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]*$/, "").trim() || "picture";
  return `${base}.jpg`;
}
