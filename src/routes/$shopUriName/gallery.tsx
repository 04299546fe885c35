import { createFileRoute } from "@tanstack/react-router";
import { MEDIA_GALLERY_SECTIONS } from "@modules/media/ui.ts";
import { GALLERY_SECTIONS as KIT_SECTIONS } from "@ui/gallery/sections.ts";
import { pageTitle } from "@ui/page_title.ts";

const GALLERY_SECTIONS = [...KIT_SECTIONS, ...MEDIA_GALLERY_SECTIONS];

// Every shared piece of the staff UI, live, on one page: what a new page composes, and what the browser
// tests and the accessibility check exercise. Staff only: the shop layout lets in members of the shop.
export const Route = createFileRoute("/$shopUriName/gallery")({
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Component gallery", matches) }] }),
  component: GalleryPage,
});

function GalleryPage() {
  return (
    <main className="page gallery">
      <div className="page-heading">
        <h1>Component gallery</h1>
      </div>
      <nav aria-label="Gallery sections" className="gallery-contents">
        <ul>
          {GALLERY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {GALLERY_SECTIONS.map(({ id, title, purpose, Example }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="gallery-section">
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="hint">{purpose}</p>
          <Example />
        </section>
      ))}
    </main>
  );
}
