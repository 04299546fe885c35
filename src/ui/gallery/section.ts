// One part of the component gallery (/{shop}/gallery): a heading, a line on what the piece is for, and live
// examples. Each shared piece of src/ui brings its own section file beside this one.
import type { ComponentType } from "react";

export interface GallerySection {
  /** The section's anchor on the gallery page, e.g. "presence". */
  id: string;
  title: string;
  /** What the piece is for, in a sentence a new engineer can act on. */
  purpose: string;
  Example: ComponentType;
}
