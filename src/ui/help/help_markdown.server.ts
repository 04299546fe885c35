// A help page's Markdown (src/ui/help/pages/<alias>.md) made into HTML on the server, so no Markdown parser
// reaches the browser (decision 029). markdown-it with raw HTML off: a <script> in a page is shown as text.
// Links and images may only point to http(s), mailto or a relative address: a javascript: or data: link
// stays plain text. The sanitising is markdown-it's own; nothing here escapes by hand.
import MarkdownIt from "markdown-it";

export interface RenderedHelp {
  /** The page's first "# " heading, taken out of the body: the page shows it as its <h1>. */
  title: string;
  /** The first sentence as plain text: the index shows it under the title. */
  summary: string;
  html: string;
}

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });
const markdownItCheck = markdown.validateLink.bind(markdown);
markdown.validateLink = (url: string): boolean => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return markdownItCheck(url) && (!scheme || ALLOWED_SCHEMES.has(scheme[1].toLowerCase()));
};

/** Renders one help page; a page without a "# Title" first heading is an error (the test of all pages says which). */
export function renderHelpMarkdown(source: string): RenderedHelp {
  const env = {};
  const tokens = markdown.parse(source, env);
  const start = tokens.findIndex((token) => token.type === "heading_open" && token.tag === "h1");
  if (start === -1) throw new Error('A help page starts with its title as a "# " heading.');
  const title = tokens[start + 1].content.trim();
  // heading_open, inline, heading_close
  tokens.splice(start, 3);
  const paragraph = tokens.findIndex((token) => token.type === "paragraph_open");
  const text = paragraph === -1 ? "" : plainText(tokens[paragraph + 1].children ?? []);
  const summary = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return { title, summary, html: markdown.renderer.render(tokens, markdown.options, env) };
}

function plainText(children: ReadonlyArray<{ type: string; content: string }>): string {
  return children
    .map((child) => child.type === "softbreak" || child.type === "hardbreak" ? " " : child.content)
    .join("")
    .trim();
}
