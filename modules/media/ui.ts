// media's client-safe public API: the asset model, the call shapes, the codec rules and the messages the
// asset lists, viewer and editor show.
export * from "./types.ts";
export { isPlayableVideoType, withoutApac } from "./codecs.ts";
export { markdownImage, markdownImageLabel, type MarkdownImageSize } from "./markdown_image.ts";
export { MEDIA_GALLERY_SECTIONS } from "./ui/gallery/sections.ts";
// The media UI other modules' pages compose: the asset list, the viewer, the camera; and the editor's page.
export { assetCalls } from "./ui/asset_calls.ts";
export { AssetList } from "./ui/asset_list.tsx";
export { MEDIA_WORDS, type MediaWords, MediaWordsContext } from "./ui/media_words.ts";
export { CAMERA_MESSAGES } from "./ui/camera_rules.ts";
export { editableView, editorAssetsPath, imageEditorHref, shopOfPath } from "./ui/editor_target.ts";
export { AssetViewer, CameraDialog, EditorOverlay } from "./ui/on_demand.tsx";
export { ImageEditorPage } from "./ui/image_editor_page.tsx";
export type { EditorWords } from "./ui/editor_words.ts";
export { shrinkPhoto } from "./ui/photo_shrink.ts";
export { type QueuedUpload, useUploadQueue } from "./ui/use_upload_queue.ts";
// Photos and videos kept in the device's outbox until they are uploaded.
export {
  queueUpload,
  UPLOAD_KIND,
  type UploadedAnnouncement,
  uploadPayloadOf,
  uploadSender,
} from "./ui/upload_outbox.ts";
export type { UploadProgress } from "./ui/upload_client.ts";
export type { UploadWords } from "./ui/upload_rules.ts";
