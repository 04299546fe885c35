/// <reference types="vite/client" />
// Every help page, read from src/ui/help/pages/*.md (en-US) and pages/<culture>/*.md (their translations) into
// the server bundle when the pages are built. An alias is only ever a key of this table: no request names a
// file.
import { type CulturedHelp, type HelpIndexEntry, type HelpShelf, helpShelf } from "./help_shelf.server.ts";

export type { CulturedHelp, HelpIndexEntry } from "./help_shelf.server.ts";

let shelf: HelpShelf | undefined;

// Read on first use, not when the module loads: the build fills import.meta.glob in, and a process that loads
// the module graph without the build (the app's start in Deno, tests) has none and never asks for a page.
function theShelf(): HelpShelf {
  return shelf ??= helpShelf(
    import.meta.glob<string>(["./pages/*.md", "./pages/*/*.md"], {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  );
}

export const helpPage = (alias: string, cultures?: readonly string[]): CulturedHelp | null =>
  theShelf().page(alias, cultures);

export const helpIndex = (cultures?: readonly string[]): HelpIndexEntry[] => theShelf().index(cultures);
