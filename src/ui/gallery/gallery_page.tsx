// Every shared piece of the staff UI, live, on one page: what a new page composes, and what the browser
// tests and the accessibility check exercise. The route gives the sections: the kit's, then the modules'.
import type { GallerySection } from "./section.ts";

export function GalleryPage({ sections }: { sections: readonly GallerySection[] }) {
  return (
    <main className="page gallery">
      <div className="page-heading">
        <h1>Component gallery</h1>
      </div>
      <nav aria-label="Gallery sections" className="gallery-contents">
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ id, title, purpose, Example }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="gallery-section">
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="hint">{purpose}</p>
          <Example />
        </section>
      ))}
    </main>
  );
}
