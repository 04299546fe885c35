// The help renderer's safety (decision 029): what a page's Markdown may not do, it cannot do.
import assert from "node:assert/strict";
import { renderHelpMarkdown } from "./help_markdown.server.ts";

Deno.test("the first heading is the title, taken out of the body; the first sentence is the summary", () => {
  const page = renderHelpMarkdown(
    "# Tyres\n\nCheck the *tread* depth. At 1.5 mm, fail.\n\n## Steps\n\n1. Measure\n",
  );
  assert.equal(page.title, "Tyres");
  assert.equal(page.summary, "Check the tread depth.");
  assert.doesNotMatch(page.html, /<h1>/);
  assert.match(page.html, /<h2>Steps<\/h2>/);
  assert.match(page.html, /<ol>\s*<li>Measure<\/li>/);
});

Deno.test("a page without a title heading is refused", () => {
  assert.throws(() => renderHelpMarkdown("Just text.\n\n## Not a title"), /starts with its title/);
});

Deno.test("raw HTML in the Markdown is shown as text, never as markup", () => {
  const page = renderHelpMarkdown(
    '# T\n\n<script>alert(1)</script>\n\nA <img src=x onerror="alert(1)"> and <b>bold</b>.\n',
  );
  assert.doesNotMatch(page.html, /<script|<img|<b>/i);
  assert.match(page.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(page.html, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/);
});

Deno.test("links: http(s), mailto and relative ones work; javascript:, data: and others stay text", () => {
  const page = renderHelpMarkdown([
    "# T",
    "",
    "[web](https://example.com/a) [plain](http://example.com) [mail](mailto:help@example.com)",
    "[rel](/help/checklist) [here](checklist#steps)",
    "[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [ent](javascript&#58;alert(1))",
    "[data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox) [tel](tel:123) [file](file:///etc/passwd)",
    "![pic](javascript:alert(1)) <javascript:alert(1)>",
  ].join("\n"));
  const hrefs = [...page.html.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1]);
  assert.deepEqual(hrefs, [
    "https://example.com/a",
    "http://example.com",
    "mailto:help@example.com",
    "/help/checklist",
    "checklist#steps",
  ]);
  assert.doesNotMatch(page.html, /<a[^>]*(javascript|data:|vbscript|tel:|file:)/i);
  assert.match(page.html, /\[js\]\(javascript:alert\(1\)\)/);
});
