// The printing test page over real HTTP (docs/reports.md): /r/pdfTest/html and /r/pdfTest/pdf, public,
// printed by the app's own Chromium on every paper and orientation on one page, a wrong option a 400 that
// names the allowed values, and a server without Chromium answering the PDF with a 503 that says the HTML
// still works, which it does.
import assert from "node:assert/strict";
import { PDF_UNAVAILABLE_MESSAGE } from "../../modules/reports/mod.ts";
import { LONG_LIVED, startTestApp } from "../support/app.ts";
import { appFixture } from "../support/app_fixture.ts";
import { HttpClient } from "../support/http_client.ts";
import { pdfFacts, pdfPagesToPng } from "../support/pdf_pages.ts";

let visitor: HttpClient;
appFixture({
  setup({ app }) {
    visitor = new HttpClient(app.url);
  },
});

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `printing test page: ${name}`, ...LONG_LIVED, fn });

async function pdfOf(path: string): Promise<Uint8Array> {
  const response = await visitor.request(path);
  assert.equal(response.status, 200, await response.clone().text());
  assert.equal(response.headers.get("Content-Type"), "application/pdf");
  return new Uint8Array(await response.arrayBuffer());
}

test("A4 landscape and letter portrait print on their paper, on one page", async () => {
  const a4 = await pdfOf("/r/pdfTest/pdf?paper=A4&orientation=landscape");
  const a4Facts = await pdfFacts(a4);
  assert.deepEqual([a4Facts.paper, a4Facts.orientation, a4Facts.pages], ["A4", "landscape", 1]);
  assert.equal((await pdfPagesToPng(a4, "pdf-test-a4-landscape")).length, 1);

  // No options: the report's defaults, letter portrait.
  const letter = await pdfOf("/r/pdfTest/pdf");
  const letterFacts = await pdfFacts(letter);
  assert.deepEqual([letterFacts.paper, letterFacts.orientation, letterFacts.pages], [
    "letter",
    "portrait",
    1,
  ]);
  assert.equal((await pdfPagesToPng(letter, "pdf-test-letter-portrait")).length, 1);
});

test("every paper and orientation fits one page, with the largest text and pictures", async () => {
  for (const paper of ["letter", "A4", "legal"] as const) {
    for (const orientation of ["portrait", "landscape"] as const) {
      const pdf = await pdfOf(
        `/r/pdfTest/pdf?paper=${paper}&orientation=${orientation}` +
          "&fontSize=large&itemImageSize=large&footerImageSize=large",
      );
      const facts = await pdfFacts(pdf);
      assert.deepEqual([facts.paper, facts.orientation, facts.pages], [paper, orientation, 1]);
      if (paper === "legal" && orientation === "landscape") await pdfPagesToPng(pdf, "pdf-test-legal-large");
    }
  }
});

test("the HTML page names the paper, its printable area and every font size", async () => {
  const { status, html } = await visitor.page("/r/pdfTest/html?paper=legal&fontSize=small&language=es-MX");
  assert.equal(status, 200);
  assert.match(html, /<h1>legal portrait<\/h1>/);
  assert.match(html, /Page 215\.9 × 355\.6 mm\. The frame is the printable area, 195\.9 × 335\.6 mm/);
  assert.match(html, /Small \(9 pt\), the size asked for:/);
  assert.match(html, /Medium \(11 pt\):/);
  assert.match(html, /Large \(14 pt\):/);
  assert.match(html, /<html lang="es">/);
  assert.match(html, /href="\/r\/pdfTest\/pdf\?paper=legal&amp;orientation=portrait&amp;fontSize=small/);
});

test("a wrong option is a 400 naming the allowed values, on both pages", async () => {
  for (const path of ["/r/pdfTest/pdf?paper=A5", "/r/pdfTest/html?paper=A5"]) {
    const { status, html } = await visitor.page(path);
    assert.equal(status, 400, path);
    assert.ok(html.includes("paper must be one of letter, A4, legal; &quot;A5&quot; is not."), html);
  }
  const { status, html } = await visitor.page("/r/pdfTest/pdf?orientation=sideways");
  assert.equal(status, 400);
  assert.ok(html.includes("orientation must be one of portrait, landscape"), html);
});

Deno.test({
  name: "printing test page: without Chromium the PDF is a 503 that says so, and the HTML page works",
  ...LONG_LIVED,
  fn: async () => {
    const bare = await startTestApp({ CHROMIUM_PATH: "/nonexistent/chromium" });
    try {
      const client = new HttpClient(bare.url);
      const pdf = await client.page("/r/pdfTest/pdf?paper=A4");
      assert.equal(pdf.status, 503);
      assert.ok(pdf.html.includes(PDF_UNAVAILABLE_MESSAGE), pdf.html);
      assert.doesNotMatch(pdf.html, /PdfUnavailableError|\n\s+at /, "no stack trace");
      const page = await client.page("/r/pdfTest/html?paper=A4");
      assert.equal(page.status, 200);
      assert.match(page.html, /<h1>A4 portrait<\/h1>/);
    } finally {
      await bare.close();
    }
  },
});
