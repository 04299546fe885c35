// The image editor's words, in the page's language. The editor is a page of its own in the overlay's frame
// (/image-editor); its route sends the shop's imageEditor.* messages and turns them into these words
// (modules/shops/media_words.ts editorWords), as a list of pictures is handed MediaWords. Without them, the
// en-US words below.
import { LINE_WIDTHS, MARK_COLOURS } from "./image_editor_rules.ts";

export type EditorTool = "select" | "arrow" | "box" | "ellipse" | "text" | "crop";
type ColourName = typeof MARK_COLOURS[number]["name"];
type WidthName = typeof LINE_WIDTHS[number]["name"];

export interface EditorWords {
  /** The editor's heading for a screen reader: {name} is the picture's file name. */
  title(name: string): string;
  tools: Record<EditorTool, string>;
  toolGroup: string;
  colourGroup: string;
  pictureGroup: string;
  /** A swatch's name by its en-US name (MARK_COLOURS). */
  colours: Record<ColourName, string>;
  width: string;
  /** A line width's name by its en-US name (LINE_WIDTHS). */
  widths: Record<WidthName, string>;
  text: string;
  textPlaceholder: string;
  applyCrop: string;
  rotateLeft: string;
  rotateRight: string;
  deleteMark: string;
  undo: string;
  redo: string;
  cancel: string;
  save: string;
  saving: string;
  loading: string;
  loadFailed: string;
  textFirst: string;
  cropTooSmall: string;
  /** {reason} is the browser's or the upload's own sentence. */
  saveFailed(reason: string): string;
  /** The canvas's name for a screen reader, with how many marks it carries. */
  canvas(marks: number): string;
  /** The editor page: the picture is not among its owner's, or not a picture. */
  notFound: string;
  close: string;
}

export const EDITOR_WORDS: EditorWords = {
  title: (name) => `Edit picture ${name}`,
  tools: { select: "Select", arrow: "Arrow", ellipse: "Circle", box: "Box", text: "Text", crop: "Crop" },
  toolGroup: "Tool",
  colourGroup: "Colour",
  pictureGroup: "Picture",
  colours: { Red: "Red", Yellow: "Yellow", Green: "Green", White: "White", Black: "Black" },
  width: "Width",
  widths: { Thin: "Thin", Medium: "Medium", Thick: "Thick" },
  text: "Text",
  textPlaceholder: "Then tap the picture",
  applyCrop: "Apply crop",
  rotateLeft: "Rotate left",
  rotateRight: "Rotate right",
  deleteMark: "Delete mark",
  undo: "Undo",
  redo: "Redo",
  cancel: "Cancel",
  save: "Save",
  saving: "Saving…",
  loading: "Loading the picture…",
  loadFailed: "The picture could not be loaded. Close the editor and try again.",
  textFirst: "Type the text first, then tap the picture where it goes.",
  cropTooSmall: "Drag a larger rectangle over the part of the picture to keep.",
  saveFailed: (reason) => `The picture could not be saved: ${reason}. Try again.`,
  canvas: (marks) => `The picture being edited, ${marks} ${marks === 1 ? "mark" : "marks"}`,
  notFound: "This picture cannot be edited here: it was removed, or it is not a picture.",
  close: "Close",
};
