/// <reference types="vite/client" />
// Every help page, read from src/ui/help/pages/*.md into the server bundle when the pages are built, and
// rendered once on first use. An alias is only ever a key of this table: no request names a file.
import { type RenderedHelp, renderHelpMarkdown } from "./help_markdown.server.ts";

const SOURCES: Record<string, string> = import.meta.glob("./pages/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const BY_ALIAS = new Map(
  Object.entries(SOURCES).map(([file, source]) => [file.replace(/^\.\/pages\/|\.md$/g, ""), source]),
);
const rendered = new Map<string, RenderedHelp>();

export function helpPage(alias: string): RenderedHelp | null {
  const source = BY_ALIAS.get(alias);
  if (source === undefined) return null;
  let page = rendered.get(alias);
  if (!page) {
    page = renderHelpMarkdown(source);
    rendered.set(alias, page);
  }
  return page;
}

export interface HelpIndexEntry {
  alias: string;
  title: string;
  summary: string;
}

/** All pages, by title, leaving out a leading article ("The checklist" among the Cs). */
export function helpIndex(): HelpIndexEntry[] {
  return [...BY_ALIAS.keys()]
    .map((alias) => {
      const { title, summary } = helpPage(alias)!;
      return { alias, title, summary };
    })
    .sort((a, b) => sortKey(a.title).localeCompare(sortKey(b.title), "en"));
}

const sortKey = (title: string) => title.replace(/^(a|an|the|your) /i, "");
