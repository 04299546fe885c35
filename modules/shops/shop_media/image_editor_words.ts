// The image editor's words (/image-editor): the kit's EditorWords made from the imageEditor.* messages in the
// page's culture, as media_words.ts makes a list's. The route's server function is image_editor_page.ts.
import { useMemo } from "react";
import type { EditorWords } from "@modules/media/ui.ts";
import { IMAGE_EDITOR_MESSAGES as M, type Say, useWords } from "@modules/text/ui.ts";

export function editorWords(say: Say): EditorWords {
  return {
    title: (name) => say(M.title, { name }),
    tools: {
      select: say(M.toolSelect),
      arrow: say(M.toolArrow),
      ellipse: say(M.toolEllipse),
      box: say(M.toolBox),
      text: say(M.toolText),
      crop: say(M.toolCrop),
    },
    toolGroup: say(M.toolGroup),
    colourGroup: say(M.colourGroup),
    pictureGroup: say(M.pictureGroup),
    colours: {
      Red: say(M.colourRed),
      Yellow: say(M.colourYellow),
      Green: say(M.colourGreen),
      White: say(M.colourWhite),
      Black: say(M.colourBlack),
    },
    width: say(M.width),
    widths: { Thin: say(M.widthThin), Medium: say(M.widthMedium), Thick: say(M.widthThick) },
    text: say(M.text),
    textPlaceholder: say(M.textPlaceholder),
    applyCrop: say(M.applyCrop),
    rotateLeft: say(M.rotateLeft),
    rotateRight: say(M.rotateRight),
    deleteMark: say(M.deleteMark),
    undo: say(M.undo),
    redo: say(M.redo),
    cancel: say(M.cancel),
    save: say(M.save),
    saving: say(M.saving),
    loading: say(M.loading),
    loadFailed: say(M.loadFailed),
    textFirst: say(M.textFirst),
    cropTooSmall: say(M.cropTooSmall),
    saveFailed: (reason) => say(M.saveFailed, { reason }),
    canvas: (marks) => say(M.canvas, { marks }),
    notFound: say(M.notFound),
    close: say(M.close),
  };
}

/** The editor's words in the page's culture (inside the route's WordsProvider). */
export function useEditorWords(): EditorWords {
  const say = useWords();
  return useMemo(() => editorWords(say), [say]);
}
