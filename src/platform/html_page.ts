// The frame of a page the server writes without React (the error page, the printable audit, a report's
// video, the customer report): doctype, language, character set and viewport, then the page's own head
// and body. Everything given is a hono/html template, so what it interpolates is already escaped.
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export function htmlPage(page: { lang: string; head: Html; body: Html; bodyClass?: string }): Html {
  return html`
    <!doctype html>
    <html lang="${page.lang}">
      <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        ${page.head}
      </head>
      <body${page.bodyClass === undefined ? "" : html`
        class="${page.bodyClass}"
      `}>
        ${page.body}
      </body>
    </html>
  `;
}
