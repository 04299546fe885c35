// One help page: its title, the HTML the server made of its Markdown (help_markdown.server.ts, raw HTML off,
// links limited), a way back to the screen the reader came from, and the index of all pages. Its words are
// in the reader's culture; a page not translated into it says so with its own lang.
import { Link } from "@tanstack/react-router";
import type { HelpWords } from "./help_words.ts";

export function HelpPage(
  { title, html, culture, words, from }: {
    title: string;
    html: string;
    /** The culture the page's content is written in (en-US when it has no translation in the reader's). */
    culture: string;
    words: HelpWords;
    from?: string;
  },
) {
  const inOtherCulture = culture === words.culture ? undefined : culture;
  return (
    <main className="form-card form-wide help-page" lang={words.culture}>
      {/* At the top too: on a phone the end of a page is several screens away. */}
      {from && <a className="help-back" href={from}>{`← ${words.back}`}</a>}
      <h1 lang={inOtherCulture}>{title}</h1>
      {/* Made on the server by markdown-it with raw HTML off: no HTML of the page's author reaches here. */}
      <div className="help-body" lang={inOtherCulture} dangerouslySetInnerHTML={{ __html: html }} />
      <nav className="mode-links" aria-label={words.title}>
        {from && <a href={from}>{words.back}</a>}
        <Link to="/help" search={{ from }}>{words.allPages}</Link>
      </nav>
    </main>
  );
}
