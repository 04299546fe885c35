// /help: every help page by title, each with its first sentence, so staff find the screen they need.
import { Link } from "@tanstack/react-router";

export function HelpIndexPage(
  { pages }: { pages: ReadonlyArray<{ alias: string; title: string; summary: string }> },
) {
  return (
    <main className="form-card form-wide help-page">
      <h1>Help</h1>
      <p>Every screen of the app has a page here. The Help link at the top of a screen opens its page.</p>
      <ul className="help-index">
        {pages.map((page) => (
          <li key={page.alias}>
            <Link to="/help/$pageAlias" params={{ pageAlias: page.alias }}>{page.title}</Link>
            {page.summary && <p>{page.summary}</p>}
          </li>
        ))}
      </ul>
    </main>
  );
}
