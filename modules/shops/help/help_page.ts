// The help pages' server functions (client-safe: the handlers, markdown-it and the texts stay on the server).
// Anyone may read help, signed in or not; `from` is the screen the Help link was followed from, whose shop
// chooses the language (help_pages.server.ts).
import { createServerFn } from "@tanstack/react-start";
import { loadHelpIndex, loadHelpPage } from "./help_pages.server.ts";

const fromOf = (input: { from?: unknown }) =>
  typeof input.from === "string" ? input.from.slice(0, 2000) : undefined;

/** /help/{pageAlias}: the page's title and HTML in the reader's language, or null for an alias with no page. */
export const getHelpPage = createServerFn({ method: "GET" })
  .validator((input: { alias: string; from?: string }) => ({
    alias: String(input.alias).slice(0, 100),
    from: fromOf(input),
  }))
  .handler(({ data, context }) => loadHelpPage(context, data.alias, data.from));

/** /help: every page's alias, title and first sentence in the reader's language. */
export const getHelpIndex = createServerFn({ method: "GET" })
  .validator((input: { from?: string }) => ({ from: fromOf(input) }))
  .handler(({ data, context }) => loadHelpIndex(context, data.from));
