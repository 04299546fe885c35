// The full-screen image editor (seed 001, section 4 "Image editor"): crop, turn left or right, and mark
// up with arrows, circles, boxes and text in a chosen colour and width; select a mark to move or delete
// it; undo and redo. The marks stay data until Save renders the picture at its full resolution as a JPEG
// (quality 90) and hands it to onSave; the editor then closes with the reason "savedSuccessfully".
// Pointer events serve mouse, pen and finger alike. Keys: Esc cancels, Delete removes the selected mark,
// Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes. No server call of its own: the host uploads the file.
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import {
  cropTo,
  editedFileName,
  type EditorCloseReason,
  type History,
  hitsMark,
  initialPicture,
  isTooSmall,
  LINE_WIDTHS,
  lineUnit,
  type Mark,
  MARK_COLOURS,
  normaliseRect,
  type PictureState,
  type Point,
  record,
  redo,
  SAVE_JPEG_QUALITY,
  startHistory,
  turn,
  undo,
} from "./image_editor_rules.ts";
import { drawPicture, measuredBounds, renderJpeg } from "./image_editor_render.ts";
import { EDITOR_WORDS, type EditorTool, type EditorWords } from "./editor_words.ts";

export { EDITOR_CLOSE_REASONS, type EditorCloseReason } from "./image_editor_rules.ts";

export interface ImageEditorProps {
  /** The picture's address; a picture on another origin must allow CORS, or Save cannot read it. */
  src: string;
  fileName: string;
  /** Uploads the edited picture; a rejection is shown and the editor stays open. */
  onSave(file: File): Promise<void>;
  onClose(reason: EditorCloseReason): void;
  /** The page's words (en-US without them). */
  words?: EditorWords;
}

type Tool = EditorTool;
const TOOLS: Tool[] = ["select", "arrow", "ellipse", "box", "text", "crop"];

/** What a drag in progress is doing. */
type Drag =
  | { type: "draw"; mark: Mark }
  | { type: "crop"; from: Point; to: Point }
  | { type: "move"; index: number; from: Point; original: Mark; moved: Mark };

export function ImageEditor(props: ImageEditorProps) {
  const words = props.words ?? EDITOR_WORDS;
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [history, setHistory] = useState<History | null>(null);
  const [tool, setTool] = useState<Tool>("arrow");
  const [colour, setColour] = useState<string>(MARK_COLOURS[0].value);
  const [width, setWidth] = useState<number>(LINE_WIDTHS[1].value);
  const [text, setText] = useState("");
  const [selected, setSelected] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [cropDraft, setCropDraft] = useState<{ from: Point; to: Point } | null>(null);
  const [message, setMessage] = useState("");
  const [saving, setSaving] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useEffect(() => {
    const loading = new Image();
    // Pictures come from the app or its CDN; anonymous CORS keeps the canvas readable for Save.
    if (new URL(props.src, location.href).origin !== location.origin) loading.crossOrigin = "anonymous";
    loading.onload = () => {
      setImage(loading);
      setHistory(startHistory(initialPicture(loading.naturalWidth, loading.naturalHeight)));
    };
    loading.onerror = () => setMessage(words.loadFailed);
    loading.src = props.src;
  }, [props.src]);

  useEffect(() => {
    root.current?.focus();
    const box = stage.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setRoom({ width: box.clientWidth, height: box.clientHeight }));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const picture = history?.present ?? null;
  // The preview fits the room left by the toolbar; the canvas has device pixels for a sharp picture.
  const scale = picture && room.width
    ? Math.min(room.width / picture.crop.width, room.height / picture.crop.height, 4)
    : 0;

  const edit = useCallback((next: PictureState | null) => {
    if (next) setHistory((history) => history && record(history, next));
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!target || !image || !picture || !scale) return;
    const ratio = globalThis.devicePixelRatio || 1;
    target.width = Math.round(picture.crop.width * scale * ratio);
    target.height = Math.round(picture.crop.height * scale * ratio);
    target.style.width = `${Math.round(picture.crop.width * scale)}px`;
    target.style.height = `${Math.round(picture.crop.height * scale)}px`;
    const ctx = target.getContext("2d")!;
    const shown = drag?.type === "move"
      ? { ...picture, marks: picture.marks.map((mark, i) => i === drag.index ? drag.moved : mark) }
      : picture;
    const selectedMark = selected === null ? null : shown.marks[selected];
    const crop = drag?.type === "crop" ? drag : cropDraft;
    drawPicture(ctx, image, shown, scale * ratio, {
      draft: drag?.type === "draw" ? drag.mark : null,
      selected: selectedMark ? measuredBounds(ctx, selectedMark, shown) : null,
      cropDraft: crop ? normaliseRect(crop.from, crop.to) : null,
    });
  }, [image, picture, scale, drag, selected, cropDraft]);

  function pointOf(event: ReactPointerEvent): Point {
    const box = canvas.current!.getBoundingClientRect();
    const crop = picture!.crop;
    return {
      x: crop.x + ((event.clientX - box.left) / box.width) * crop.width,
      y: crop.y + ((event.clientY - box.top) / box.height) * crop.height,
    };
  }

  function pickMark(p: Point): number | null {
    const ctx = canvas.current!.getContext("2d")!;
    const tolerance = Math.max(3 * lineUnit(picture!), 12 / scale);
    for (let i = picture!.marks.length - 1; i >= 0; i--) {
      const mark = picture!.marks[i];
      if (hitsMark(mark, p, tolerance, measuredBounds(ctx, mark, picture!))) return i;
    }
    return null;
  }

  function onPointerDown(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!picture || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = pointOf(event);
    setMessage("");
    if (tool === "select") {
      const index = pickMark(p);
      setSelected(index);
      if (index !== null) {
        const mark = picture.marks[index];
        setDrag({ type: "move", index, from: p, original: mark, moved: mark });
      }
    } else if (tool === "crop") {
      setCropDraft(null);
      setDrag({ type: "crop", from: p, to: p });
    } else if (tool === "text") {
      if (!text.trim()) return setMessage(words.textFirst);
      edit({
        ...picture,
        marks: [...picture.marks, { kind: "text", at: p, text: text.trim(), colour, width }],
      });
      setSelected(picture.marks.length);
    } else {
      setDrag({ type: "draw", mark: { kind: tool, from: p, to: p, colour, width } });
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!drag) return;
    const p = pointOf(event);
    if (drag.type === "draw" && drag.mark.kind !== "text") {
      setDrag({ ...drag, mark: { ...drag.mark, to: p } });
    } else if (drag.type === "crop") setDrag({ ...drag, to: p });
    else if (drag.type === "move") {
      setDrag({ ...drag, moved: moveMark(drag.original, p.x - drag.from.x, p.y - drag.from.y) });
    }
  }

  function onPointerUp() {
    if (!drag || !picture) return;
    setDrag(null);
    if (drag.type === "draw" && !isTooSmall(drag.mark, lineUnit(picture))) {
      edit({ ...picture, marks: [...picture.marks, drag.mark] });
      setSelected(null);
    } else if (drag.type === "crop") {
      setCropDraft(drag);
    } else if (drag.type === "move" && drag.moved !== drag.original) {
      edit({ ...picture, marks: picture.marks.map((mark, i) => i === drag.index ? drag.moved : mark) });
    }
  }

  function applyCrop() {
    if (!picture || !cropDraft) return;
    const next = cropTo(picture, normaliseRect(cropDraft.from, cropDraft.to));
    if (!next) return setMessage(words.cropTooSmall);
    edit(next);
    setCropDraft(null);
    setSelected(null);
  }

  function deleteSelected() {
    if (!picture || selected === null) return;
    edit({ ...picture, marks: picture.marks.filter((_, i) => i !== selected) });
    setSelected(null);
  }

  function step(move: typeof undo) {
    setHistory((history) => history && move(history));
    setSelected(null);
    setCropDraft(null);
  }

  async function save() {
    if (!image || !picture || saving) return;
    setSaving(true);
    setMessage("");
    try {
      const blob = await renderJpeg(image, picture, SAVE_JPEG_QUALITY);
      if (!blob) throw new Error("the browser could not encode it as a JPEG");
      await props.onSave(new File([blob], editedFileName(props.fileName), { type: "image/jpeg" }));
      onClose.current("savedSuccessfully");
    } catch (error) {
      setMessage(words.saveFailed(String((error as Error).message ?? error)));
      setSaving(false);
    }
  }

  // The keys work wherever focus is in the editor, except that a text field keeps its own undo and Delete.
  function onKeyDown(event: ReactKeyboardEvent) {
    const inField = (event.target as HTMLElement).tagName === "INPUT";
    const ctrl = event.ctrlKey || event.metaKey;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose.current("escKey");
    } else if (inField) {
      return;
    } else if ((event.key === "Delete" || event.key === "Backspace") && selected !== null) {
      event.preventDefault();
      deleteSelected();
    } else if (ctrl && event.key.toLowerCase() === "z") {
      event.preventDefault();
      step(event.shiftKey ? redo : undo);
    } else if (ctrl && event.key.toLowerCase() === "y") {
      event.preventDefault();
      step(redo);
    }
  }

  const busy = !picture || saving;
  return (
    <div
      ref={root}
      className="image-editor"
      role="dialog"
      aria-modal="true"
      aria-labelledby="image-editor-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="image-editor-bar">
        <h2 id="image-editor-title" className="visually-hidden">{words.title(props.fileName)}</h2>
        <div role="group" aria-label={words.toolGroup} className="image-editor-group">
          {TOOLS.map((each) => (
            <button
              key={each}
              type="button"
              className="button"
              aria-pressed={tool === each}
              onClick={() => {
                setTool(each);
                setCropDraft(null);
                if (each !== "select") setSelected(null);
              }}
            >
              {words.tools[each]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={words.colourGroup} className="image-editor-group">
          {MARK_COLOURS.map((each) => (
            <button
              key={each.value}
              type="button"
              className="image-editor-swatch"
              style={{ background: each.value }}
              aria-label={words.colours[each.name]}
              aria-pressed={colour === each.value}
              onClick={() => setColour(each.value)}
            />
          ))}
        </div>
        <label className="image-editor-width">
          <span>{words.width}</span>
          <select value={width} onChange={(event) => setWidth(Number(event.target.value))}>
            {LINE_WIDTHS.map((each) => (
              <option key={each.value} value={each.value}>{words.widths[each.name]}</option>
            ))}
          </select>
        </label>
        {tool === "text" && (
          <label className="image-editor-text">
            <span>{words.text}</span>
            <input
              value={text}
              autoFocus
              placeholder={words.textPlaceholder}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
        )}
        {tool === "crop" && (
          <button type="button" className="button" disabled={!cropDraft} onClick={applyCrop}>
            {words.applyCrop}
          </button>
        )}
        <div role="group" aria-label={words.pictureGroup} className="image-editor-group">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => edit(picture && turn(picture, -1))}
          >
            {words.rotateLeft}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => edit(picture && turn(picture, 1))}
          >
            {words.rotateRight}
          </button>
          <button type="button" className="button" disabled={selected === null} onClick={deleteSelected}>
            {words.deleteMark}
          </button>
          <button
            type="button"
            className="button"
            disabled={!history?.past.length}
            onClick={() => step(undo)}
          >
            {words.undo}
          </button>
          <button
            type="button"
            className="button"
            disabled={!history?.future.length}
            onClick={() => step(redo)}
          >
            {words.redo}
          </button>
        </div>
        <div className="image-editor-group image-editor-end">
          <button type="button" className="button" onClick={() => onClose.current("closeButton")}>
            {words.cancel}
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={save}>
            {saving ? words.saving : words.save}
          </button>
        </div>
      </div>
      {message && <p className="image-editor-message" role="alert">{message}</p>}
      <div ref={stage} className="image-editor-stage">
        {!picture && !message && <p role="status" className="image-editor-note">{words.loading}</p>}
        <canvas
          ref={canvas}
          className="image-editor-canvas"
          data-tool={tool}
          role="img"
          aria-label={words.canvas(picture?.marks.length ?? 0)}
          hidden={!picture}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
        />
      </div>
    </div>
  );
}

function moveMark(mark: Mark, dx: number, dy: number): Mark {
  const by = (p: Point) => ({ x: p.x + dx, y: p.y + dy });
  return mark.kind === "text"
    ? { ...mark, at: by(mark.at) }
    : { ...mark, from: by(mark.from), to: by(mark.to) };
}
