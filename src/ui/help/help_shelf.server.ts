// The help pages by culture and alias, made from their files' Markdown (help_library.server.ts reads the
// files): which file answers a reader, and the index in the reader's culture. Which culture a reader gets is
// decided above the kit (the shop's staff language); the shelf is only told the cultures to try, best first,
// and falls back to en-US. Each page is rendered once, on first use.
import { type RenderedHelp, renderHelpMarkdown } from "./help_markdown.server.ts";

/** The culture the Markdown of pages/*.md is written in; pages/<culture>/*.md are its translations. */
export const HELP_BASE_CULTURE = "en-US";

export interface CulturedHelp extends RenderedHelp {
  /** The culture the page is written in: the first asked for that has it, else en-US. */
  culture: string;
}

export interface HelpIndexEntry {
  alias: string;
  title: string;
  summary: string;
}

export interface HelpShelf {
  /**
   * The page in the first of `cultures` that has it translated, else in en-US; null for an alias with no
   * English page (a translation alone is no page: help_aliases_test refuses one).
   */
  page(alias: string, cultures?: readonly string[]): CulturedHelp | null;
  /** All pages, by title in the reader's culture, leaving out a leading article ("The checklist" among the Cs). */
  index(cultures?: readonly string[]): HelpIndexEntry[];
}

/** The shelf of the files `./pages/<alias>.md` and `./pages/<culture>/<alias>.md` (path → Markdown). */
export function helpShelf(files: Readonly<Record<string, string>>): HelpShelf {
  const byCulture = new Map<string, Map<string, string>>();
  for (const [file, source] of Object.entries(files)) {
    const [, culture = HELP_BASE_CULTURE, alias] = /^\.\/pages\/(?:([^/]+)\/)?([^/]+)\.md$/.exec(file)!;
    if (!byCulture.has(culture)) byCulture.set(culture, new Map());
    byCulture.get(culture)!.set(alias, source);
  }
  const english = byCulture.get(HELP_BASE_CULTURE) ?? new Map<string, string>();
  const rendered = new Map<string, RenderedHelp>();

  const page = (alias: string, cultures: readonly string[] = []): CulturedHelp | null => {
    if (!english.has(alias)) return null;
    const culture = [...cultures, HELP_BASE_CULTURE].find((tag) => byCulture.get(tag)?.has(alias))!;
    const key = `${culture}/${alias}`;
    let found = rendered.get(key);
    if (!found) {
      found = renderHelpMarkdown(byCulture.get(culture)!.get(alias)!);
      rendered.set(key, found);
    }
    return { ...found, culture };
  };

  const index = (cultures: readonly string[] = []): HelpIndexEntry[] => {
    const collator = new Intl.Collator([...cultures, HELP_BASE_CULTURE]);
    return [...english.keys()]
      .map((alias) => {
        const { title, summary } = page(alias, cultures)!;
        return { alias, title, summary };
      })
      .sort((a, b) => collator.compare(sortKey(a.title), sortKey(b.title)));
  };

  return { page, index };
}

// The English, Spanish and French articles (and possessives) a title may start with.
const sortKey = (title: string) =>
  title.replace(/^((a|an|the|your|el|la|los|las|un|una|su|sus|le|les|une|vos|votre|des) |l['’])/i, "");
