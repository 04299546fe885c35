// The help pages' server functions (client-safe: the handlers, and markdown-it with them, stay on the
// server). Anyone may read help, signed in or not.
import { createServerFn } from "@tanstack/react-start";
import { helpIndex, helpPage } from "./help_library.server.ts";

/** /help/{pageAlias}: the page's title and HTML, or null for an alias that has no page (the route's 404). */
export const getHelpPage = createServerFn({ method: "GET" })
  .validator((alias: string) => String(alias).slice(0, 100))
  .handler(({ data }) => {
    const page = helpPage(data);
    return page && { title: page.title, html: page.html };
  });

/** /help: every page's alias, title and first sentence. */
export const getHelpIndex = createServerFn({ method: "GET" }).handler(() => helpIndex());
