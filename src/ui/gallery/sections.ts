// The kit's gallery sections, in page order. A new shared piece adds its section file and one line here; a
// module's own pieces (the media viewer and editor) come after these, from its ui.ts.
import { colourSection } from "./colour_section.tsx";
import { formsSection } from "./forms_section.tsx";
import { popupsSection } from "./popups_section.tsx";
import { presenceSection } from "./presence_section.tsx";
import type { GallerySection } from "./section.ts";
import { statusToggleSection } from "./status_toggle_section.tsx";
import { tableSection } from "./table_section.tsx";
import { telemetrySection } from "./telemetry_section.tsx";
import { textTransformSection } from "./text_transform_section.tsx";

export const GALLERY_SECTIONS: GallerySection[] = [
  colourSection,
  formsSection,
  popupsSection,
  tableSection,
  textTransformSection,
  statusToggleSection,
  presenceSection,
  telemetrySection,
];
