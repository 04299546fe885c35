// /help: every help page by title, each with its first sentence, so staff find the screen they need. The
// screen the reader came from travels on to the pages (their language and their way back).
import { Link } from "@tanstack/react-router";
import type { HelpIndexEntry } from "./help_shelf.server.ts";
import type { HelpWords } from "./help_words.ts";

export function HelpIndexPage(
  { pages, words, from }: { pages: ReadonlyArray<HelpIndexEntry>; words: HelpWords; from?: string },
) {
  return (
    <main className="form-card form-wide help-page" lang={words.culture}>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <ul className="help-index">
        {pages.map((page) => (
          <li key={page.alias}>
            <Link to="/help/$pageAlias" params={{ pageAlias: page.alias }} search={{ from }}>
              {page.title}
            </Link>
            {page.summary && <p>{page.summary}</p>}
          </li>
        ))}
      </ul>
    </main>
  );
}
