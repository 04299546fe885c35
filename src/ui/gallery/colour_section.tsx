import { AccentSchemePicker } from "../accent_scheme_picker.tsx";
import { ColourModeControl } from "../colour_mode_control.tsx";
import type { GallerySection } from "./section.ts";

export const colourSection: GallerySection = {
  id: "colour",
  title: "Colour mode and accent colour",
  purpose:
    "The header's control cycles automatic, dark and light (kept in the darkMode cookie); a shop's accent " +
    "colour tints buttons, links and highlights. Choices here preview on this page only.",
  Example: () => (
    <div className="gallery-stack">
      <div className="gallery-row">
        <ColourModeControl />
        <button type="button" className="button primary">Send report</button>
        <button type="button" className="button">Save</button>
        <a href="#colour">A link</a>
        <span className="badge accent">Ready for audit</span>
      </div>
      <AccentSchemePicker accentColor={null} />
    </div>
  ),
};
