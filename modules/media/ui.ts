// media's client-safe public API: the asset model, the call shapes, the codec rules and the messages the
// asset lists, viewer and editor show.
export * from "./types.ts";
export { isPlayableVideoType, withoutApac } from "./codecs.ts";
export { markdownImage, markdownImageLabel, type MarkdownImageSize } from "./markdown_image.ts";
