// The media kit's words (modules/media/ui/media_words.ts MediaWords) from the message catalogue, in the page's
// culture with the shop's wording: the kit cannot import the catalogue, the pages that show a list can. A
// page's server function sends MEDIA_WORDS_MESSAGES with its own words; its list takes useMediaKitWords().
import { createElement, type ReactNode, useMemo } from "react";
import { type MediaWords, MediaWordsContext } from "@modules/media/ui.ts";
import { CHECKLIST_MESSAGES, MEDIA_MESSAGES as M, type Say, useWords } from "@modules/text/ui.ts";
import { uploadWords } from "./upload_words.ts";

/** Every key the kit's words use: the media.* messages and the checklist's results of a task. */
export const MEDIA_WORDS_MESSAGES = {
  ...M,
  resultPass: CHECKLIST_MESSAGES.resultPass,
  resultWarn: CHECKLIST_MESSAGES.resultWarn,
  resultFail: CHECKLIST_MESSAGES.resultFail,
  notes: CHECKLIST_MESSAGES.notes,
} as const;

export function mediaWords(say: Say): MediaWords {
  const named = (key: string) => (name: string) => say(key, { name });
  return {
    hide: say(M.hide),
    show: say(M.show),
    showInFooter: say(M.showInFooter),
    editImage: say(M.editImage),
    restoreOriginal: say(M.restoreOriginal),
    useAsAvatar: say(M.useAsAvatar),
    stopAvatar: say(M.stopAvatar),
    moveToVehicle: say(M.moveToVehicle),
    delete: say(M.delete),
    deleteTitle: say(M.deleteTitle),
    deleteConfirm: say(M.deleteConfirm),
    deleteFailed: say(M.deleteFailed),
    moveFailed: say(M.moveFailed),
    alreadyAssigned: say(M.alreadyAssigned),
    assignFailed: say(M.assignFailed),
    visibilityFailed: say(M.visibilityFailed),
    hiddenWarning: say(M.hiddenWarning),
    mediaFailed: say(M.mediaFailed),
    processing: say(M.processing),
    addShared: say(M.addShared),
    empty: say(M.empty),
    superseded: say(M.superseded),
    inFooter: say(M.inFooter),
    tasks: (n) => say(M.tasks, { n }),
    open: named(M.open),
    drag: named(M.drag),
    dragTitle: say(M.dragTitle),
    moveEarlier: named(M.moveEarlier),
    moveLater: named(M.moveLater),
    menuFor: named(M.menuFor),
    purpose: say(M.purpose),
    purposes: {
      none: say(M.purposeNone),
      logo: say(M.purposeLogo),
      inspection: say(M.purposeInspection),
      main: say(M.purposeMain),
      avatar: say(M.purposeAvatar),
      bio: say(M.purposeBio),
    },
    loadingTasks: say(M.loadingTasks),
    error: say(M.error),
    tasksFailed: say(M.tasksFailed),
    assignTo: (type) => say(M.assignTo, { type }),
    itemStatus: {
      none: say(M.notRated),
      pass: say(CHECKLIST_MESSAGES.resultPass),
      warn: say(CHECKLIST_MESSAGES.resultWarn),
      fail: say(CHECKLIST_MESSAGES.resultFail),
    },
    notes: say(CHECKLIST_MESSAGES.notes),
    document: say(M.document),
    file: say(M.file),
    video: say(M.video),
    viewer: say(M.viewer),
    previous: say(M.previous),
    next: say(M.next),
    position: (index, count) => say(M.position, { index, count }),
    fullSize: say(M.fullSize),
    actions: say(M.actions),
    openFile: say(M.openFile),
    filmstrip: say(M.filmstrip),
    editorFrame: say(M.editorFrame),
    uploadArea: say(M.uploadArea),
    addFiles: say(M.addFiles),
    takePhoto: say(M.takePhoto),
    dropHint: say(M.dropHint),
    uploads: say(M.uploads),
    uploadStates: {
      initializing: say(M.uploadStarting),
      uploadingBlob: say(M.uploadUploading),
      completingBlob: say(M.uploadProcessing),
      done: say(M.uploadDone),
      error: say(M.uploadFailed),
    },
    upload: uploadWords(say),
    camera: {
      title: say(M.cameraTitle),
      livePreview: say(M.cameraLive),
      photoTaken: say(M.cameraTaken),
      starting: say(M.cameraStarting),
      close: say(M.cameraClose),
      retake: say(M.cameraRetake),
      use: say(M.cameraUse),
      permissionDenied: say(M.cameraDenied),
      unsupported: say(M.cameraUnsupported),
      notFound: say(M.cameraNotFound),
      notReadable: say(M.cameraNotReadable),
      aborted: say(M.cameraAborted),
      photoNotSaved: say(M.cameraNotSaved),
      unmet: (constraint) => constraint ? say(M.cameraUnmetNamed, { constraint }) : say(M.cameraUnmet),
      openFailed: (detail) => detail ? say(M.cameraFailedDetail, { detail }) : say(M.cameraFailed),
    },
    shared: {
      title: say(M.sharedTitle),
      cancel: say(M.sharedCancel),
      shopSource: say(M.sharedShop),
      vehicleSource: say(M.sharedVehicle),
      loading: say(M.sharedLoading),
      none: say(M.sharedNone),
      moveHere: say(M.sharedMoveHere),
      moveHereNamed: named(M.sharedMoveHereNamed),
      add: (n) => say(M.sharedAdd, { n }),
    },
  };
}

/** The kit's words in the page's language, for an AssetList's `words`. */
export function useMediaKitWords(): MediaWords {
  const say = useWords();
  return useMemo(() => mediaWords(say), [say]);
}

/** For a page that opens the kit's viewer or camera without a list (a checklist, an audit): they say these. */
export function MediaKitWords({ children }: { children: ReactNode }) {
  return createElement(MediaWordsContext.Provider, { value: useMediaKitWords() }, children);
}
