// The gallery's sections, in page order. A new shared piece adds its section file and one line here.
import { presenceSection } from "./presence_section.tsx";
import type { GallerySection } from "./section.ts";
import { telemetrySection } from "./telemetry_section.tsx";

export const GALLERY_SECTIONS: GallerySection[] = [
  presenceSection,
  telemetrySection,
];
