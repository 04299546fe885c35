// One help page, with links to the others.
import { Link } from "@tanstack/react-router";
import { HELP_PAGES } from "./help_pages.tsx";

export function HelpPage({ alias }: { alias: string }) {
  const page = HELP_PAGES[alias];
  return (
    <main className="form-card form-wide help-page">
      <h1>{page.title}</h1>
      {page.body}
      <nav className="mode-links" aria-label="Help pages">
        {Object.entries(HELP_PAGES).map(([other, { title }]) => (
          <Link key={other} to="/help/$pageAlias" params={{ pageAlias: other }}>{title}</Link>
        ))}
      </nav>
    </main>
  );
}
