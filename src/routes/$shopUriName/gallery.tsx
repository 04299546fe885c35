import { createFileRoute } from "@tanstack/react-router";
import { MEDIA_GALLERY_SECTIONS } from "@modules/media/ui.ts";
import { GalleryPage } from "@ui/gallery/gallery_page.tsx";
import { GALLERY_SECTIONS as KIT_SECTIONS } from "@ui/gallery/sections.ts";
import { pageTitle } from "@ui/page_title.ts";

const GALLERY_SECTIONS = [...KIT_SECTIONS, ...MEDIA_GALLERY_SECTIONS];

// The component gallery. Staff only: the shop layout lets in members of the shop.
export const Route = createFileRoute("/$shopUriName/gallery")({
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Component gallery", matches) }] }),
  component: () => <GalleryPage sections={GALLERY_SECTIONS} />,
});
