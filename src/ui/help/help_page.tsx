// One help page: its title, the HTML the server made of its Markdown (help_markdown.server.ts, raw HTML off,
// links limited), a way back to the screen the reader came from, and the index of all pages.
import { Link } from "@tanstack/react-router";

export function HelpPage({ title, html, from }: { title: string; html: string; from?: string }) {
  return (
    <main className="form-card form-wide help-page">
      {/* At the top too: on a phone the end of a page is several screens away. */}
      {from && <a className="help-back" href={from}>← Back to the page you were on</a>}
      <h1>{title}</h1>
      {/* Made on the server by markdown-it with raw HTML off: no HTML of the page's author reaches here. */}
      <div className="help-body" dangerouslySetInnerHTML={{ __html: html }} />
      <nav className="mode-links" aria-label="Help">
        {from && <a href={from}>Back to the page you were on</a>}
        <Link to="/help">All help pages</Link>
      </nav>
    </main>
  );
}
