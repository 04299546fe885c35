// The media kit's words (modules/media/ui/media_words.ts MediaWords) from the message catalogue, in the page's
// culture with the shop's wording: the kit cannot import the catalogue, the pages that show a list can. A
// page's server function sends MEDIA_WORDS_MESSAGES (media_words_keys.server.ts) with its own words; its list
// takes useMediaKitWords(). The keys are written as text, typed by MessageKey: the checklist and the audit
// carry these words, and importing the media messages would put their defaults in every culture in those
// pages' scripts (decision 031).
import { createElement, type ReactNode, useMemo } from "react";
import { type MediaWords, MediaWordsContext } from "@modules/media/ui.ts";
import { type MessageKey, type Say, useWords } from "@modules/text/ui.ts";
import { uploadWords } from "./upload_words.ts";

export function mediaWords(say: Say): MediaWords {
  // A key is checked against the catalogue by its type.
  const t = (key: MessageKey, values?: Record<string, string | number>) => say(key, values);
  const named = (key: MessageKey) => (name: string) => say(key, { name });
  return {
    hide: t("media.hide"),
    show: t("media.show"),
    showInFooter: t("media.showInFooter"),
    editImage: t("media.editImage"),
    restoreOriginal: t("media.restoreOriginal"),
    useAsAvatar: t("media.useAsAvatar"),
    stopAvatar: t("media.stopAvatar"),
    moveToVehicle: t("media.moveToVehicle"),
    delete: t("media.delete"),
    deleteTitle: t("media.deleteTitle"),
    deleteConfirm: t("media.deleteConfirm"),
    deleteFailed: t("media.deleteFailed"),
    moveFailed: t("media.moveFailed"),
    alreadyAssigned: t("media.alreadyAssigned"),
    assignFailed: t("media.assignFailed"),
    visibilityFailed: t("media.visibilityFailed"),
    hiddenWarning: t("media.hiddenWarning"),
    mediaFailed: t("media.mediaFailed"),
    processing: t("media.processing"),
    addShared: t("media.addShared"),
    empty: t("media.empty"),
    superseded: t("media.superseded"),
    inFooter: t("media.inFooter"),
    tasks: (n) => t("media.tasks", { n }),
    open: named("media.open"),
    drag: named("media.drag"),
    dragTitle: t("media.dragTitle"),
    moveEarlier: named("media.moveEarlier"),
    moveLater: named("media.moveLater"),
    menuFor: named("media.menuFor"),
    purpose: t("media.purpose"),
    purposes: {
      none: t("media.purposeNone"),
      logo: t("media.purposeLogo"),
      inspection: t("media.purposeInspection"),
      main: t("media.purposeMain"),
      avatar: t("media.purposeAvatar"),
      bio: t("media.purposeBio"),
    },
    loadingTasks: t("media.loadingTasks"),
    error: t("media.error"),
    tasksFailed: t("media.tasksFailed"),
    assignTo: (type) => t("media.assignTo", { type }),
    itemStatus: {
      none: t("media.notRated"),
      pass: t("checklist.resultPass"),
      warn: t("checklist.resultWarn"),
      fail: t("checklist.resultFail"),
    },
    notes: t("checklist.notes"),
    document: t("media.document"),
    file: t("media.file"),
    video: t("media.video"),
    viewer: t("media.viewer"),
    previous: t("media.previous"),
    next: t("media.next"),
    position: (index, count) => t("media.position", { index, count }),
    fullSize: t("media.fullSize"),
    actions: t("media.actions"),
    openFile: t("media.openFile"),
    filmstrip: t("media.filmstrip"),
    editorFrame: t("media.editorFrame"),
    uploadArea: t("media.uploadArea"),
    addFiles: t("media.addFiles"),
    takePhoto: t("media.takePhoto"),
    dropHint: t("media.dropHint"),
    uploads: t("media.uploads"),
    uploadStates: {
      initializing: t("media.uploadStarting"),
      uploadingBlob: t("media.uploadUploading"),
      completingBlob: t("media.uploadProcessing"),
      done: t("media.uploadDone"),
      error: t("media.uploadFailed"),
    },
    upload: uploadWords(say),
    camera: {
      title: t("media.cameraTitle"),
      livePreview: t("media.cameraLive"),
      photoTaken: t("media.cameraTaken"),
      starting: t("media.cameraStarting"),
      close: t("media.cameraClose"),
      retake: t("media.cameraRetake"),
      use: t("media.cameraUse"),
      permissionDenied: t("media.cameraDenied"),
      unsupported: t("media.cameraUnsupported"),
      notFound: t("media.cameraNotFound"),
      notReadable: t("media.cameraNotReadable"),
      aborted: t("media.cameraAborted"),
      photoNotSaved: t("media.cameraNotSaved"),
      unmet: (constraint) =>
        constraint ? t("media.cameraUnmetNamed", { constraint }) : t("media.cameraUnmet"),
      openFailed: (detail) => detail ? t("media.cameraFailedDetail", { detail }) : t("media.cameraFailed"),
    },
    shared: {
      title: t("media.sharedTitle"),
      cancel: t("media.sharedCancel"),
      shopSource: t("media.sharedShop"),
      vehicleSource: t("media.sharedVehicle"),
      loading: t("media.sharedLoading"),
      none: t("media.sharedNone"),
      moveHere: t("media.sharedMoveHere"),
      moveHereNamed: named("media.sharedMoveHereNamed"),
      add: (n) => t("media.sharedAdd", { n }),
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
