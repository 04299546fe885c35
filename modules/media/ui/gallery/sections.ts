// The media pieces' sections of the component gallery (/{shop}/gallery), after the kit's own.
import type { GallerySection } from "@ui/gallery/section.ts";
import { mediaSection } from "./media_section.tsx";
import { viewerSection } from "./viewer_section.tsx";

export const MEDIA_GALLERY_SECTIONS: GallerySection[] = [mediaSection, viewerSection];
