// The gallery's sections, in page order. A new shared piece adds its section file and one line here.
import { popupsSection } from "./popups_section.tsx";
import { presenceSection } from "./presence_section.tsx";
import type { GallerySection } from "./section.ts";

export const GALLERY_SECTIONS: GallerySection[] = [
  presenceSection,
  popupsSection,
];
