// The words of the asset list, its menu, viewer, thumbnails and upload area, in the page's language. media
// sits beside text in the lowest layer and cannot import the message catalogue, so a page hands AssetList
// these words (the shops module makes them from the catalogue's media.* messages) and the list passes them
// to what it opens. Without them, the en-US words below: a caller that passes none is unchanged.
import { createContext, useContext } from "react";
import { ASSET_LIST_MESSAGES, UPLOAD_CLIENT_MESSAGES } from "../types.ts";
import { CAMERA_WORDS, type CameraWords } from "./camera_rules.ts";
import type { UploadProgress } from "./upload_client.ts";
import { UPLOAD_WORDS, type UploadWords } from "./upload_rules.ts";

export interface MediaWords {
  hide: string;
  show: string;
  showInFooter: string;
  editImage: string;
  restoreOriginal: string;
  useAsAvatar: string;
  stopAvatar: string;
  moveToVehicle: string;
  delete: string;
  deleteTitle: string;
  deleteConfirm: string;
  deleteFailed: string;
  moveFailed: string;
  alreadyAssigned: string;
  assignFailed: string;
  visibilityFailed: string;
  hiddenWarning: string;
  mediaFailed: string;
  processing: string;
  addShared: string;
  empty: string;
  superseded: string;
  inFooter: string;
  tasks(n: number): string;
  open(name: string): string;
  drag(name: string): string;
  dragTitle: string;
  moveEarlier(name: string): string;
  moveLater(name: string): string;
  menuFor(name: string): string;
  purpose: string;
  /** A purpose's label by its value (ASSET_PURPOSES); a value without one is shown as it is. */
  purposes: Record<string, string>;
  loadingTasks: string;
  error: string;
  tasksFailed: string;
  assignTo(type: string): string;
  itemStatus: { none: string; pass: string; warn: string; fail: string };
  notes: string;
  document: string;
  file: string;
  video: string;
  viewer: string;
  previous: string;
  next: string;
  position(index: number, count: number): string;
  fullSize: string;
  actions: string;
  openFile: string;
  filmstrip: string;
  /** The image editor's frame over the page. */
  editorFrame: string;
  uploadArea: string;
  addFiles: string;
  takePhoto: string;
  dropHint: string;
  uploads: string;
  uploadStates: Record<UploadProgress["state"], string>;
  /** The sentences of an upload's progress and failures. */
  upload: UploadWords;
  camera: CameraWords;
  /** The dialog of the shop's shared pictures (and the vehicle's) on an inspection's list. */
  shared: SharedWords;
}

/** The shared-pictures dialog's words (shared_assets_dialog.tsx). */
export interface SharedWords {
  title: string;
  cancel: string;
  shopSource: string;
  vehicleSource: string;
  loading: string;
  none: string;
  moveHere: string;
  /** The move button's name for a screen reader: {name} is the picture's title, else its file name. */
  moveHereNamed(name: string): string;
  /** The Add button: how many are picked (none or one: no number). */
  add(n: number): string;
}

export const SHARED_WORDS: SharedWords = {
  title: "Add shared image or video to Inspection",
  cancel: "Cancel",
  shopSource: "Shop's shared images and videos",
  vehicleSource: "This vehicle's images and videos",
  loading: "Loading…",
  none: "None yet.",
  moveHere: "Move to this inspection",
  moveHereNamed: (name) => `Move to this inspection: ${name}`,
  add: (n) => n > 1 ? `Add ${n}` : "Add",
};

/** The en-US words (seed 001's messages word for word), for pages that send none. */
export const MEDIA_WORDS: MediaWords = {
  hide: "Hide",
  show: "Show",
  showInFooter: "Show in report footer",
  editImage: "Edit image",
  restoreOriginal: "Restore original",
  useAsAvatar: "Use as profile picture",
  stopAvatar: "Stop using as profile picture",
  moveToVehicle: "Move to vehicle",
  delete: "Delete",
  deleteTitle: "Delete image",
  deleteConfirm: ASSET_LIST_MESSAGES.deleteConfirm,
  deleteFailed: ASSET_LIST_MESSAGES.deleteFailed,
  moveFailed: ASSET_LIST_MESSAGES.moveFailed,
  alreadyAssigned: ASSET_LIST_MESSAGES.alreadyAssigned,
  assignFailed: ASSET_LIST_MESSAGES.assignFailed,
  // Seed 001 is silent on a failed Show/Hide; this follows its other failure messages.
  visibilityFailed: "The image could not be shown or hidden. Please contact support.",
  hiddenWarning: ASSET_LIST_MESSAGES.hiddenWarning,
  mediaFailed: ASSET_LIST_MESSAGES.mediaFailed,
  processing: UPLOAD_CLIENT_MESSAGES.processing,
  addShared: "Add shared image or video",
  empty: "No images or videos yet.",
  superseded: "Superseded",
  inFooter: "In report footer",
  tasks: (n) => n === 1 ? "1 task" : `${n} tasks`,
  open: (name) => `Open ${name}`,
  drag: (name) => `Drag ${name}`,
  dragTitle: "Drag to reorder",
  moveEarlier: (name) => `Move ${name} earlier`,
  moveLater: (name) => `Move ${name} later`,
  menuFor: (name) => `Menu for ${name}`,
  purpose: "Purpose",
  purposes: {
    none: "No particular use",
    logo: "Shop logo",
    inspection: "Shared with inspections",
    main: "Main picture",
    avatar: "Profile picture",
    bio: "About me",
  },
  loadingTasks: "Loading tasks…",
  error: "Error",
  tasksFailed: "The checklist tasks could not be loaded. Close the menu and try again.",
  assignTo: (type) => `Assign to ${type} tasks`,
  itemStatus: { none: "Not rated", pass: "Pass", warn: "Warn", fail: "Fail" },
  notes: "Notes",
  document: "Document",
  file: "File",
  video: "Video",
  viewer: "Viewer",
  previous: "Previous",
  next: "Next",
  position: (index, count) => `${index} of ${count}`,
  fullSize: "Full size",
  actions: "Actions",
  openFile: "Open file",
  filmstrip: "Pictures and videos",
  editorFrame: "Image editor",
  uploadArea: "Upload photos or videos",
  addFiles: "Add photos or videos",
  takePhoto: "Take photo",
  dropHint: "or drop files here",
  uploads: "Uploads",
  uploadStates: {
    initializing: "Starting",
    uploadingBlob: "Uploading",
    completingBlob: "Processing",
    done: "Done",
    error: "Failed",
  },
  upload: UPLOAD_WORDS,
  camera: CAMERA_WORDS,
  shared: SHARED_WORDS,
};

/**
 * AssetList provides its words to what it shows; a page that opens the viewer or the camera on its own (a
 * checklist, an audit) provides them around it. Without a provider, en-US.
 */
export const MediaWordsContext = createContext<MediaWords>(MEDIA_WORDS);

export function useMediaWords(): MediaWords {
  return useContext(MediaWordsContext);
}
