// Renders an e-mail's React element to HTML, and the same content as plain text for the text part.
// @ts-types="@types/html-to-text"
import { convert } from "html-to-text";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export function renderEmail(element: ReactElement): { html: string; text: string } {
  const markup = renderToStaticMarkup(element);
  const html = /^<html[\s>]/i.test(markup) ? `<!DOCTYPE html>${markup}` : markup;
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      // A link shows its address after its words, unless the words are the address.
      { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
      { selector: "img", format: "skip" },
      // Headings keep their case: an upper-cased greeting reads as shouting.
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "table", format: "dataTable" },
    ],
  });
  return { html, text };
}
