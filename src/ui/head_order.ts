// The order of a page's head tags. React's server writes some tags first whatever their place in the page:
// the character set, the viewport, then the stylesheets (then the rest as rendered). The browser's renderer
// takes the server's tags over by pairing them in order (decision 035), so the page renders its head in
// that order too: each tag is paired with itself, and the stylesheet is never rewritten into another link.
import type { RouterManagedTag } from "@tanstack/react-router";

function rank(tag: RouterManagedTag): number {
  const attrs = tag.attrs ?? {};
  if (tag.tag === "meta" && (attrs.charSet || attrs.charset)) return 0;
  if (tag.tag === "meta" && attrs.name === "viewport") return 1;
  if (tag.tag === "link" && attrs.rel === "stylesheet") return 2;
  return 3;
}

/** The tags in the order React's server writes them; the same rank keeps its order. */
export function serverHeadOrder(tags: readonly RouterManagedTag[]): RouterManagedTag[] {
  return tags.map((tag, index) => ({ tag, index }))
    .sort((a, b) => rank(a.tag) - rank(b.tag) || a.index - b.index)
    .map(({ tag }) => tag);
}
