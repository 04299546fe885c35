// The gallery's sections, in page order. A new shared piece adds its section file and one line here.
import { colourSection } from "./colour_section.tsx";
import { formsSection } from "./forms_section.tsx";
import { presenceSection } from "./presence_section.tsx";
import type { GallerySection } from "./section.ts";

export const GALLERY_SECTIONS: GallerySection[] = [
  colourSection,
  presenceSection,
  formsSection,
];
